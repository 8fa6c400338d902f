// A product's preview image as a small thumbnail; an icon while there is none or it fails.
import { Center, Icon, Image } from '@chakra-ui/react';
import { useState } from 'react';
import { LuImageOff } from 'react-icons/lu';

export function ProductPreview({ url, alt }: { url: string | undefined; alt: string }) {
  const [failed, setFailed] = useState(false);
  const frame = { w: { base: '20', md: '24' }, h: { base: '16', md: '18' }, rounded: 'md', flexShrink: 0 } as const;
  if (!url || failed) {
    return (
      <Center {...frame} bg="bg.muted" color="fg.subtle">
        <Icon as={LuImageOff} boxSize="6" aria-hidden />
      </Center>
    );
  }
  return <Image {...frame} src={url} alt={alt} objectFit="cover" loading="lazy" bg="bg.muted" onError={() => setFailed(true)} />;
}
