// The article's table of contents, from the outline ArticleBody collected while rendering (so
// each link's target exists). Wide screens: a sticky list beside the article; phones: a
// collapsible box above it. Test ids: blog-toc, blog-toc-link (each), blog-toc-toggle.
import { Box, Collapsible, Heading, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type MouseEvent } from 'react';
import { LuChevronDown, LuListTree } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import type { OutlineItem } from '@/components/blog/article-body';
import { goToHeading, useActiveHeading } from '../hooks/use-active-heading';

function TocLinks({ outline, dir, onFollow }: { outline: readonly OutlineItem[]; dir: 'rtl' | 'ltr'; onFollow?: () => void }) {
  const active = useActiveHeading(outline.map((item) => item.id));
  const follow = (event: MouseEvent, id: string) => {
    event.preventDefault();
    goToHeading(id);
    onFollow?.();
  };
  return (
    <Stack as="ol" gap="0.5" listStyleType="none" m="0" p="0" dir={dir}>
      {outline.map((item) => (
        <Box as="li" key={item.id} ps={item.level === 3 ? '4' : '0'}>
          <Link
            href={`#${encodeURIComponent(item.id)}`}
            onClick={(event) => follow(event, item.id)}
            aria-current={active === item.id ? 'location' : undefined}
            display="block"
            py="1"
            ps="3"
            borderInlineStartWidth="2px"
            borderColor={active === item.id ? 'brand.solid' : 'transparent'}
            color={active === item.id ? 'brand.fg' : 'fg.muted'}
            fontWeight={active === item.id ? 'semibold' : 'normal'}
            fontSize="sm"
            textAlign="start"
            _hover={{ color: 'fg', textDecoration: 'none' }}
            data-testid="blog-toc-link"
          >
            {item.text}
          </Link>
        </Box>
      ))}
    </Stack>
  );
}

export function BlogToc({ outline, dir, collapsible }: { outline: readonly OutlineItem[]; dir: 'rtl' | 'ltr'; collapsible: boolean }) {
  const [open, setOpen] = useState(false);
  if (outline.length === 0) return null;
  const title = <FormattedMessage id="blogs.toc.title" />;

  if (collapsible) {
    return (
      <Box as="nav" aria-labelledby="blog-toc-title" borderWidth="1px" rounded="lg" data-testid="blog-toc">
        <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
          <Collapsible.Trigger
            display="flex"
            alignItems="center"
            gap="2"
            w="full"
            px="4"
            py="3"
            fontWeight="semibold"
            cursor="pointer"
            data-testid="blog-toc-toggle"
          >
            <LuListTree aria-hidden />
            <Text as="span" flex="1" textAlign="start" id="blog-toc-title">
              {title}
            </Text>
            <Icon as={LuChevronDown} transition="transform 0.2s" transform={open ? 'rotate(180deg)' : undefined} aria-hidden />
          </Collapsible.Trigger>
          <Collapsible.Content>
            <Box px="2" pb="3">
              <TocLinks outline={outline} dir={dir} onFollow={() => setOpen(false)} />
            </Box>
          </Collapsible.Content>
        </Collapsible.Root>
      </Box>
    );
  }

  return (
    <Box as="nav" aria-labelledby="blog-toc-title" data-testid="blog-toc">
      <Heading as="h2" size="sm" mb="3" id="blog-toc-title" display="flex" alignItems="center" gap="2">
        <LuListTree aria-hidden />
        {title}
      </Heading>
      <Box maxH="calc(100dvh - 14rem)" overflowY="auto">
        <TocLinks outline={outline} dir={dir} />
      </Box>
    </Box>
  );
}
