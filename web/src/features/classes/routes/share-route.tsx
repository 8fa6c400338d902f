// Teacher-only sharing screens of the route map: /uniquecode (the join code), /qr (the QR code),
// /elist (invite an e-mail list) and /inviteby (a choice of the three). They work on the chosen
// class (selectedClassIdAtom) and offer a picker of the teacher's classes; without any class
// they point to /class to create one.
import { Box, Button, Card, Container, Field, Heading, Icon, LinkBox, LinkOverlay, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import type { IconType } from 'react-icons';
import { LuMail, LuQrCode, LuSchool, LuTicket } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { selectedClassIdAtom } from '@/lib/classes/selected-class';
import { useMyClasses } from '@/lib/classes/use-my-classes';
import { BulkInvitePanel } from '../components/bulk-invite-panel';
import { InlineAlert } from '../components/inline-alert';
import { JoinCodePanel } from '../components/join-code-panel';
import { QrCodePanel } from '../components/qr-code-panel';

export type ShareRouteView = 'code' | 'qr' | 'elist' | 'inviteby';

const TITLES: Record<ShareRouteView, string> = {
  code: 'classes.share.codeTitle',
  qr: 'classes.share.qrTitle',
  elist: 'members.invite.title',
  inviteby: 'classes.share.inviteTitle',
};

const CHOICES: { to: string; icon: IconType; title: string; body: string; testId: string }[] = [
  { to: '/uniquecode', icon: LuTicket, title: 'classes.share.codeTitle', body: 'classes.share.codeBody', testId: 'inviteby-code' },
  { to: '/qr', icon: LuQrCode, title: 'classes.share.qrTitle', body: 'classes.share.qrBody', testId: 'inviteby-qr' },
  { to: '/elist', icon: LuMail, title: 'members.invite.title', body: 'classes.share.emailBody', testId: 'inviteby-elist' },
];

export default function ShareRoute({ view }: { view: ShareRouteView }) {
  const intl = useIntl();
  const classes = useMyClasses();
  const [selected, setSelected] = useAtom(selectedClassIdAtom);
  const teaching = classes.status === 'success' ? classes.data.filter((item) => item.role === 'teacher') : [];
  const current = teaching.find((item) => item.id === selected) ?? teaching[0] ?? null;

  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} data-testid={`share-route-${view}`}>
      <Stack gap="6">
        <Heading as="h2" size={{ base: 'xl', md: '2xl' }} textAlign="start">
          <FormattedMessage id={TITLES[view]} />
        </Heading>

        {classes.status === 'error' ? (
          <InlineAlert testId="share-route-error">
            <FormattedMessage id="classes.errors.fetchFailed" />
          </InlineAlert>
        ) : classes.status === 'loading' ? (
          <Skeleton h="40" rounded="lg" />
        ) : !current ? (
          <Stack align="center" textAlign="center" gap="3" py="10" borderWidth="1px" borderStyle="dashed" rounded="xl" data-testid="share-route-no-class">
            <Icon as={LuSchool} boxSize="10" color="brand.fg" aria-hidden />
            <Text>
              <FormattedMessage id="classes.share.noClass" />
            </Text>
            <Button asChild colorPalette="brand">
              <RouterLink to="/class">
                <FormattedMessage id="classes.share.toClasses" />
              </RouterLink>
            </Button>
          </Stack>
        ) : (
          <>
            <Field.Root maxW="md">
              <Field.Label>
                <FormattedMessage id="classes.share.classPicker" />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={current.id} onChange={(event) => setSelected(event.target.value)} data-testid="share-class-picker">
                  {teaching.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Box borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }}>
              {view === 'code' && <JoinCodePanel key={current.id} classId={current.id} />}
              {view === 'qr' && <QrCodePanel key={current.id} classId={current.id} className={current.name} />}
              {view === 'elist' && <BulkInvitePanel key={current.id} classId={current.id} />}
              {view === 'inviteby' && (
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                  {CHOICES.map((choice) => (
                    <LinkBox key={choice.to} as="article">
                      <Card.Root h="full" variant="outline" _hover={{ borderColor: 'brand.border', shadow: 'sm' }}>
                        <Card.Body gap="2" textAlign="start">
                          <Icon as={choice.icon} boxSize="6" color="brand.fg" aria-hidden />
                          <Heading as="h3" size="md">
                            <LinkOverlay asChild>
                              <RouterLink to={choice.to} data-testid={choice.testId}>
                                {intl.formatMessage({ id: choice.title })}
                              </RouterLink>
                            </LinkOverlay>
                          </Heading>
                          <Text fontSize="sm" color="fg.muted">
                            <FormattedMessage id={choice.body} />
                          </Text>
                        </Card.Body>
                      </Card.Root>
                    </LinkBox>
                  ))}
                </SimpleGrid>
              )}
            </Box>
          </>
        )}
      </Stack>
    </Container>
  );
}
