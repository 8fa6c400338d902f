// A class in the My Classes grid: a banner in the class theme with its icon and name, the course
// field, the caller's role and, when not active, a status badge. The whole card opens the class
// (selects it and goes to /classroom/feed).
import { Badge, Box, Button, Card, HStack, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { LuCheck, LuX } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { themeBackground } from '@/lib/classes/class-look';
import type { MyClass } from '@/lib/classes/use-my-classes';
import type { Invitation } from '../hooks/use-invitations';
import { ClassIconBubble, CourseFieldName } from './class-visual';

function Banner({ look, name, headingId }: { look: { theme: string } & Parameters<typeof ClassIconBubble>[0]['look']; name: string; headingId?: string }) {
  return (
    <Box style={{ background: themeBackground(look.theme) }} color="white" px="4" py="4" roundedTop="l3">
      <HStack gap="3" align="center">
        <ClassIconBubble look={look} size="11" />
        <Heading as="h3" size="md" lineClamp={2} id={headingId} textAlign="start" overflowWrap="anywhere">
          <bdi>{name}</bdi>
        </Heading>
      </HStack>
    </Box>
  );
}

export function MemberStatusBadge({ status }: { status: 'active' | 'pending' | 'inactive' }) {
  if (status === 'active') return null;
  return (
    <Badge colorPalette={status === 'pending' ? 'orange' : 'gray'} variant="subtle" data-testid="class-card-status" data-status={status}>
      <FormattedMessage id={status === 'pending' ? 'classes.status.pending' : 'classes.status.inactive'} />
    </Badge>
  );
}

export function ClassCard({ item, onOpen }: { item: MyClass; onOpen: (id: string) => void }) {
  return (
    <LinkBox as="article" h="full" data-testid={`class-card-${item.id}`} data-class-name={item.name} data-status={item.status}>
      <Card.Root h="full" variant="outline" overflow="hidden" _hover={{ shadow: 'md', borderColor: 'brand.border' }} transition="all 0.2s">
        <Banner look={item} name={item.name} />
        <Card.Body gap="2" py="3" px="4" textAlign="start">
          <Text fontSize="sm" color="fg.muted">
            <CourseFieldName field={item.course_field} />
          </Text>
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={item.role === 'teacher' ? 'purple' : 'blue'} variant="outline">
              <FormattedMessage id={item.role === 'teacher' ? 'classes.role.teacher' : 'classes.role.student'} />
            </Badge>
            <MemberStatusBadge status={item.status} />
          </HStack>
          <LinkOverlay asChild>
            <RouterLink to="/classroom/feed" onClick={() => onOpen(item.id)} data-testid={`class-card-open-${item.id}`}>
              <Text as="span" fontSize="sm" color="brand.fg" fontWeight="medium">
                <FormattedMessage id="classes.card.open" values={{ name: <bdi>{item.name}</bdi> }} />
              </Text>
            </RouterLink>
          </LinkOverlay>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

export function InvitationCard({
  item,
  busy,
  onAccept,
  onDecline,
}: {
  item: Invitation;
  busy: 'accept' | 'decline' | null;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const intl = useIntl();
  const headingId = `invitation-${item.id}-title`;
  return (
    <Card.Root
      as="article"
      variant="outline"
      overflow="hidden"
      borderStyle="dashed"
      borderColor="brand.border"
      aria-labelledby={headingId}
      data-testid={`invitation-card-${item.id}`}
      data-class-id={item.classId}
    >
      <Banner look={item} name={item.name} headingId={headingId} />
      <Card.Body gap="3" py="3" px="4" textAlign="start">
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            <CourseFieldName field={item.course_field} />
          </Text>
          <Text fontSize="sm">
            {item.invitedByName ? (
              <FormattedMessage id="classes.invitations.invitedBy" values={{ name: <bdi>{item.invitedByName}</bdi> }} />
            ) : (
              <FormattedMessage id="classes.invitations.invited" />
            )}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            colorPalette="brand"
            onClick={onAccept}
            loading={busy === 'accept'}
            disabled={busy !== null}
            aria-label={intl.formatMessage({ id: 'classes.invitations.acceptNamed' }, { name: item.name })}
            data-testid={`invitation-accept-${item.id}`}
          >
            <LuCheck aria-hidden />
            <FormattedMessage id="classes.invitations.accept" />
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={onDecline}
            loading={busy === 'decline'}
            disabled={busy !== null}
            aria-label={intl.formatMessage({ id: 'classes.invitations.declineNamed' }, { name: item.name })}
            data-testid={`invitation-decline-${item.id}`}
          >
            <LuX aria-hidden />
            <FormattedMessage id="classes.invitations.decline" />
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
