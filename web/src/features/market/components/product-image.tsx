// A product image that falls back to a neutral placeholder when it is missing or fails to load.
import { Center, Icon, Image, type BoxProps } from '@chakra-ui/react';
import { useState } from 'react';
import { LuImageOff } from 'react-icons/lu';

type Layout = Pick<BoxProps, 'aspectRatio' | 'w' | 'h' | 'maxH' | 'rounded' | 'flexShrink' | 'objectFit'>;

export function ProductImage({ src, alt, ...layout }: { src: string | null | undefined; alt: string } & Layout) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Center bg="bg.muted" color="fg.subtle" role="img" aria-label={alt} data-testid="product-image-placeholder" {...layout}>
        <Icon as={LuImageOff} boxSize="10" aria-hidden />
      </Center>
    );
  }
  return <Image src={src} alt={alt} objectFit="cover" loading="lazy" onError={() => setFailedSrc(src)} {...layout} />;
}
