// The partner logo scroller (spec 000 section 9 and 001: speed 200). Small inline SVG wordmarks
// of fictional partner institutions, each an image with a translated name; a pure-CSS marquee
// (partner-scroller.module.css) with its loop length derived from the speed.
import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { CSSProperties, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { marqueeDuration } from '../lib/marquee';
import styles from './partner-scroller.module.css';

const LOGO_WIDTH = 160;
const LOGO_HEIGHT = 40;
const GAP = 48;

/** Fictional institutions: a mark (drawn in a 32×32 box) and a Latin wordmark. */
const PARTNERS: { key: string; wordmark: string; mark: ReactNode }[] = [
  { key: 'noor', wordmark: 'Al-Noor Academy', mark: <><circle cx="16" cy="16" r="7" /><path d="M16 2v5M16 25v5M2 16h5M25 16h5M6 6l3.5 3.5M22.5 22.5 26 26M26 6l-3.5 3.5M9.5 22.5 6 26" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" /></> },
  { key: 'horizon', wordmark: 'Horizon Institute', mark: <><path d="M5 22a11 11 0 0 1 22 0Z" /><rect x="2" y="25" width="28" height="3" rx="1.5" /></> },
  { key: 'qimma', wordmark: 'Qimma Schools', mark: <path d="M2 28 12 8l5 9 4-6 9 17Z" /> },
  { key: 'maarifa', wordmark: 'Dar Al-Maarifa', mark: <path d="M3 7c5-1 9 0 12 3v17c-3-3-7-4-12-3ZM29 7c-5-1-9 0-12 3v17c3-3 7-4 12-3Z" /> },
  { key: 'rowad', wordmark: 'Rowad Skills', mark: <path d="m16 2 4.2 8.6 9.5 1.4-6.9 6.7 1.6 9.4L16 23.6l-8.4 4.5 1.6-9.4-6.9-6.7 9.5-1.4Z" /> },
  { key: 'manara', wordmark: 'Manara College', mark: <><path d="M12 12h8l2 17H10Z" /><rect x="11" y="5" width="10" height="5" rx="1" /><path d="M16 1v3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></> },
];

const DURATION = marqueeDuration({ itemCount: PARTNERS.length, itemWidth: LOGO_WIDTH, gap: GAP });

function PartnerLogo({ wordmark, mark, label }: { wordmark: string; mark: ReactNode; label?: string }) {
  return (
    <svg
      width={LOGO_WIDTH}
      height={LOGO_HEIGHT}
      viewBox={`0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}`}
      fill="currentColor"
      direction="ltr"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <g transform="translate(2 4)">{mark}</g>
      <text x="42" y="26" fontSize="15" fontWeight="700" textLength={LOGO_WIDTH - 46} lengthAdjust="spacingAndGlyphs">
        {wordmark}
      </text>
    </svg>
  );
}

function LogoRow({ hidden }: { hidden?: boolean }) {
  const intl = useIntl();
  return (
    <ul className={styles.copy} aria-hidden={hidden || undefined}>
      {PARTNERS.map((partner) => (
        <Box
          as="li"
          key={partner.key}
          flexShrink={0}
          w={`${LOGO_WIDTH}px`}
          h={`${LOGO_HEIGHT}px`}
          marginInlineEnd={`${GAP}px`}
          color="fg.muted"
          _hover={{ color: 'brand.fg' }}
          transition="color 0.2s"
          data-testid={hidden ? undefined : 'partner-logo'}
        >
          <PartnerLogo
            wordmark={partner.wordmark}
            mark={partner.mark}
            label={hidden ? undefined : intl.formatMessage({ id: `landing.partners.${partner.key}` })}
          />
        </Box>
      ))}
    </ul>
  );
}

export function PartnerScroller() {
  return (
    <Box as="section" aria-labelledby="partners-title" py={{ base: '8', md: '10' }} borderBlockWidth="1px" data-testid="partner-scroller">
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <Heading as="h2" id="partners-title" size="md" textAlign="center" color="fg.muted" fontWeight="semibold">
          <FormattedMessage id="landing.partners.title" />
        </Heading>
        <Text fontSize="xs" color="fg.muted" textAlign="center" mt="1" mb="6">
          <FormattedMessage id="landing.partners.note" />
        </Text>
        <div className={styles.viewport}>
          <div className={styles.track} style={{ '--marquee-duration': `${DURATION}s` } as CSSProperties} data-testid="partner-track">
            <LogoRow />
            <LogoRow hidden />
          </div>
        </div>
      </Container>
    </Box>
  );
}
