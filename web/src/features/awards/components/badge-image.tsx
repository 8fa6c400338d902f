// A badge's picture (web/public/badges/{icon}.svg), or a neutral award icon when the file is
// missing or fails. Decorative: the card names the badge. `locked`: not earned yet (greyed).
import { Center, Icon, Image } from '@chakra-ui/react';
import { useState } from 'react';
import { LuAward } from 'react-icons/lu';

export function badgeImageUrl(icon: string): string {
  return `/badges/${encodeURIComponent(icon)}.svg`;
}

export function BadgeImage({ icon, size = '16', locked = false }: { icon: string; size?: string; locked?: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  const lockedStyle = locked ? { filter: 'grayscale(1)', opacity: 0.55 } : {};
  if (failed === icon) {
    return (
      <Center boxSize={size} rounded="full" bg={locked ? 'bg.muted' : 'orange.subtle'} color={locked ? 'fg.subtle' : 'orange.fg'} flexShrink={0} aria-hidden>
        <Icon as={LuAward} boxSize="60%" />
      </Center>
    );
  }
  return (
    <Image src={badgeImageUrl(icon)} alt="" boxSize={size} flexShrink={0} loading="lazy" onError={() => setFailed(icon)} {...lockedStyle} />
  );
}
