// A course's thumbnail, or a neutral placeholder when there is none or it fails to load.
import { Center, Icon, Image, type BoxProps } from '@chakra-ui/react';
import { useState } from 'react';
import { LuGraduationCap } from 'react-icons/lu';

type Layout = Pick<BoxProps, 'aspectRatio' | 'w' | 'h' | 'maxH' | 'rounded' | 'flexShrink'>;

export function CourseThumbnail({ src, alt, testId, ...layout }: { src: string | null | undefined; alt: string; testId?: string } & Layout) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Center
        bg="brand.subtle"
        color="brand.fg"
        // A decorative thumbnail (alt="") hides its placeholder too.
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        data-testid={testId ? `${testId}-placeholder` : undefined}
        {...layout}
      >
        <Icon as={LuGraduationCap} boxSize="10" aria-hidden />
      </Center>
    );
  }
  return <Image src={src} alt={alt} objectFit="cover" loading="lazy" onError={() => setFailedSrc(src)} data-testid={testId} {...layout} />;
}
