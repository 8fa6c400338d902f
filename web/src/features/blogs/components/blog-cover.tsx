// An article's cover image (lazy, with the author's alt text), or a quiet placeholder.
import { Box, Center, Image } from '@chakra-ui/react';
import { LuNewspaper } from 'react-icons/lu';
import type { BlogSummary } from '@shared/schemas/blog';

export function BlogCover({ blog, eager = false, rounded }: { blog: Pick<BlogSummary, 'cover' | 'cover_alt' | 'title'>; eager?: boolean; rounded?: string }) {
  if (!blog.cover?.url) {
    return (
      <Center aspectRatio={16 / 9} w="full" bgGradient="to-br" gradientFrom="brand.subtle" gradientTo="bg.muted" color="brand.fg" rounded={rounded} aria-hidden>
        <Box fontSize="4xl">
          <LuNewspaper />
        </Box>
      </Center>
    );
  }
  return (
    <Image
      src={blog.cover.url}
      alt={blog.cover_alt || blog.title}
      aspectRatio={16 / 9}
      w="full"
      objectFit="cover"
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      bg="bg.muted"
      rounded={rounded}
    />
  );
}
