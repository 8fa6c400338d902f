// A card of a site page: an icon, an h3 title, a paragraph, optional points and a link.
// Links into the signed-in app take signed-out visitors to a public entry when there is one.
import { Card, Circle, Heading, Icon, Link, List, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import type { ComponentType, ReactNode } from 'react';
import { LuArrowRight, LuCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { authAtom } from '@/lib/session/auth-state';

export interface SiteLink {
  to: string;
  /** Where signed-out visitors go instead (e.g. /huda-form for /huda-ai). */
  signedOutTo?: string;
  label: ReactNode;
}

export function useSiteHref(link: Pick<SiteLink, 'to' | 'signedOutTo'>): string {
  const { isAuthenticated } = useAtomValue(authAtom);
  return isAuthenticated ? link.to : (link.signedOutTo ?? link.to);
}

export function SiteArrowLink({ link, testId }: { link: SiteLink; testId?: string }) {
  const href = useSiteHref(link);
  return (
    <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="semibold" data-testid={testId}>
      <RouterLink to={href}>
        {link.label}
        <Icon as={LuArrowRight} _rtl={{ transform: 'scaleX(-1)' }} aria-hidden />
      </RouterLink>
    </Link>
  );
}

export interface FeatureCardProps {
  icon: ComponentType;
  title: ReactNode;
  body?: ReactNode;
  points?: ReactNode[];
  link?: SiteLink;
  /** A small label above the title (e.g. a topic). */
  badge?: ReactNode;
  id?: string;
  testId?: string;
  headingLevel?: 'h2' | 'h3';
}

export function FeatureCard({ icon, title, body, points, link, badge, id, testId, headingLevel = 'h3' }: FeatureCardProps) {
  return (
    <Card.Root h="full" variant="outline" id={id} scrollMarginTop="24" data-testid={testId} _hover={{ borderColor: 'brand.border' }} transition="border-color 0.2s">
      <Card.Body gap="3" textAlign="start">
        <Circle size="11" bg="brand.subtle" color="brand.fg" aria-hidden>
          <Icon as={icon} boxSize="5" />
        </Circle>
        {badge}
        <Heading as={headingLevel} size="lg">
          {title}
        </Heading>
        {body && <Text color="fg.muted">{body}</Text>}
        {points && points.length > 0 && (
          <List.Root gap="1.5" variant="plain">
            {points.map((point, index) => (
              <List.Item key={index} alignItems="flex-start" color="fg.muted" fontSize="sm">
                <List.Indicator asChild color="green.fg" mt="0.5">
                  <LuCheck aria-hidden />
                </List.Indicator>
                {point}
              </List.Item>
            ))}
          </List.Root>
        )}
        {link && (
          <Text mt="auto" pt="1">
            <SiteArrowLink link={link} />
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
