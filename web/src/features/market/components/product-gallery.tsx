// The product's preview and gallery images (up to 6): one large image and a row of thumbnail
// buttons. Arrow keys move between thumbnails in the reading direction, Home/End jump to the
// ends; the chosen thumbnail is marked with aria-current.
import { Box, HStack, Stack, chakra, useLocaleContext } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ProductImage as Image } from '@shared/schemas/market';
import { ProductImage } from './product-image';

export function ProductGallery({ title, images }: { title: string; images: Image[] }) {
  const intl = useIntl();
  const { dir } = useLocaleContext();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const current = Math.min(selected, Math.max(0, count - 1));

  const choose = (index: number) => {
    setSelected(index);
    buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) choose((current + 1) % count);
    else if (event.key === backward) choose((current - 1 + count) % count);
    else if (event.key === 'Home') choose(0);
    else if (event.key === 'End') choose(count - 1);
    else return;
    event.preventDefault();
  };

  return (
    <Stack gap="3" data-testid="product-gallery">
      <Box rounded="xl" overflow="hidden" borderWidth="1px" bg="bg.muted">
        <ProductImage
          src={images[current]?.url}
          alt={intl.formatMessage({ id: 'market.gallery.imageAlt' }, { title, index: current + 1, total: Math.max(count, 1) })}
          aspectRatio={4 / 3}
          w="full"
          objectFit="contain"
        />
      </Box>
      {count > 1 && (
        <HStack
          gap="2"
          overflowX="auto"
          pb="1"
          role="group"
          aria-label={intl.formatMessage({ id: 'market.gallery.label' })}
          onKeyDown={onKeyDown}
        >
          {images.map((image, index) => (
            <chakra.button
              key={`${image.url}-${index}`}
              ref={(element: HTMLButtonElement | null) => {
                buttons.current[index] = element;
              }}
              type="button"
              flexShrink={0}
              w="20"
              rounded="md"
              overflow="hidden"
              borderWidth="2px"
              borderColor={index === current ? 'brand.solid' : 'transparent'}
              tabIndex={index === current ? 0 : -1}
              aria-current={index === current ? 'true' : undefined}
              aria-label={intl.formatMessage({ id: 'market.gallery.show' }, { index: index + 1, total: count })}
              onClick={() => setSelected(index)}
              focusRing="outside"
              data-testid="product-gallery-thumb"
            >
              <ProductImage src={image.url} alt="" aspectRatio={1} w="full" />
            </chakra.button>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
