// Host: the lobby. The code big, the QR (from the API) and the join link, who has joined (live,
// from the players listener), lock, speed scoring, remove a player, start.
import { Badge, Box, Button, Card, Clipboard, Flex, Grid, Heading, IconButton, Image, Input, InputGroup, Skeleton, Stack, Switch, Text, Wrap } from '@chakra-ui/react';
import { AnimatePresence, motion, useReducedMotion } from 'framer-motion';
import { useState } from 'react';
import { LuPlay, LuUserMinus, LuUsers } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { LiveInvite } from '../api/create-live-session';
import type { LivePlayer, LiveSession } from '../lib/live-docs';

export function HostLobby({
  session,
  invite,
  players,
  busy,
  onStart,
  onLock,
  onSpeedScoring,
  onRemove,
}: {
  session: LiveSession;
  invite: LiveInvite | null;
  players: LivePlayer[];
  busy: string | null;
  onStart: () => void;
  onLock: (locked: boolean) => void;
  onSpeedScoring: (on: boolean) => void;
  onRemove: (player: LivePlayer) => Promise<void>;
}) {
  const intl = useIntl();
  const reduce = useReducedMotion();
  const active = players.filter((player) => !player.removed);
  const [removing, setRemoving] = useState<LivePlayer | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const code = invite?.code ?? session.code;
  const joinUrl = invite?.joinUrl ?? `${window.location.origin}/live?code=${code}`;

  return (
    <Stack gap="6" data-testid="live-host-lobby">
      <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap="6" alignItems="stretch">
        <Card.Root rounded="2xl" shadow="md">
          <Card.Body>
            <Stack gap="4" align="center" textAlign="center" justify="center" h="full">
              <Text fontSize="lg" color="fg.muted">
                <FormattedMessage id="live.host.joinAt" values={{ url: <bdi key="u">{hostOf(joinUrl)}/live</bdi> }} />
              </Text>
              <Text
                as="p"
                dir="ltr"
                fontSize={{ base: '5xl', sm: '6xl', md: '7xl' }}
                fontWeight="black"
                letterSpacing="0.12em"
                fontVariantNumeric="tabular-nums"
                lineHeight="1"
                aria-label={intl.formatMessage({ id: 'live.host.codeLabel' }, { code: code.split('').join(' ') })}
                data-testid="live-host-code"
              >
                {code}
              </Text>
              <Clipboard.Root value={joinUrl} w="full" maxW="md" dir="ltr">
                <InputGroup endElement={<ClipboardIconButton label={intl.formatMessage({ id: 'live.host.copyLink' })} />}>
                  <Clipboard.Input asChild>
                    <Input readOnly dir="ltr" fontSize="sm" aria-label={intl.formatMessage({ id: 'live.host.joinLink' })} data-testid="live-host-join-url" />
                  </Clipboard.Input>
                </InputGroup>
              </Clipboard.Root>
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root rounded="2xl" shadow="md">
          <Card.Body alignItems="center" justifyContent="center">
            <Skeleton loading={!invite} boxSize={{ base: '56', md: '64' }} rounded="lg">
              {invite && (
                <Image
                  src={invite.qr}
                  alt={intl.formatMessage({ id: 'live.host.qrAlt' }, { code })}
                  boxSize={{ base: '56', md: '64' }}
                  bg="white"
                  p="2"
                  rounded="lg"
                  data-testid="live-host-qr"
                />
              )}
            </Skeleton>
          </Card.Body>
        </Card.Root>
      </Grid>

      <Card.Root rounded="2xl" shadow="md">
        <Card.Body>
          <Stack gap="5">
            <Flex align="center" gap="4" wrap="wrap">
              <Flex align="center" gap="2" flex="1" minW="0">
                <LuUsers aria-hidden />
                <Heading as="h2" size={{ base: 'lg', md: '2xl' }} aria-live="polite" data-testid="live-host-joined-count" data-count={active.length}>
                  <FormattedMessage id="live.host.joined" values={{ count: active.length }} />
                </Heading>
              </Flex>
              <Switch.Root checked={session.locked} onCheckedChange={(details) => onLock(details.checked)} disabled={busy !== null} colorPalette="red" data-testid="live-host-lock">
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label>
                  <FormattedMessage id="live.host.lock" />
                </Switch.Label>
              </Switch.Root>
              <Switch.Root
                checked={session.speedScoring}
                onCheckedChange={(details) => onSpeedScoring(details.checked)}
                disabled={busy !== null}
                colorPalette="brand"
                data-testid="live-host-speed"
              >
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label>
                  <FormattedMessage id="live.host.speedScoring" />
                </Switch.Label>
              </Switch.Root>
            </Flex>
            {session.locked && (
              <Text color="red.fg" fontSize="sm" data-testid="live-host-locked-note">
                <FormattedMessage id="live.host.lockedNote" />
              </Text>
            )}
            {active.length === 0 ? (
              <Text color="fg.muted" textAlign="center" py="6" data-testid="live-host-no-players">
                <FormattedMessage id="live.host.noPlayers" />
              </Text>
            ) : (
              <Wrap as="ul" gap="2" listStyleType="none" m="0" p="0" data-testid="live-host-players">
                <AnimatePresence initial={false}>
                  {active.map((player) => (
                    <Box asChild key={player.uid}>
                      <motion.li
                        layout={!reduce}
                        initial={reduce ? false : { opacity: 0, scale: 0.6 }}
                        animate={{ opacity: 1, scale: 1 }}
                        exit={reduce ? undefined : { opacity: 0, scale: 0.6 }}
                        data-testid="live-host-player"
                        data-uid={player.uid}
                        data-nickname={player.nickname}
                      >
                        <Badge size="lg" variant="surface" colorPalette="brand" ps="3" pe="1" py="1" rounded="full" gap="1" fontSize={{ base: 'md', md: 'xl' }}>
                          <bdi>{player.nickname}</bdi>
                          <IconButton
                            size="2xs"
                            variant="ghost"
                            rounded="full"
                            aria-label={intl.formatMessage({ id: 'live.host.remove' }, { name: player.nickname })}
                            onClick={() => setRemoving(player)}
                            data-testid="live-host-remove"
                          >
                            <LuUserMinus />
                          </IconButton>
                        </Badge>
                      </motion.li>
                    </Box>
                  ))}
                </AnimatePresence>
              </Wrap>
            )}
            <Button
              colorPalette="brand"
              size="xl"
              onClick={onStart}
              loading={busy === 'start'}
              disabled={active.length === 0 || (busy !== null && busy !== 'start')}
              data-testid="live-host-start"
            >
              <LuPlay aria-hidden />
              <FormattedMessage id="live.host.start" />
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>

      <ConfirmDialog
        open={removing !== null}
        busy={removeBusy}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          setRemoveBusy(true);
          void onRemove(removing).finally(() => {
            setRemoveBusy(false);
            setRemoving(null);
          });
        }}
        title={<FormattedMessage id="live.host.removeTitle" />}
        body={<FormattedMessage id="live.host.removeBody" values={{ name: <bdi key="n">{removing?.nickname}</bdi> }} />}
        confirmLabel={<FormattedMessage id="live.host.removeConfirm" />}
        cancelLabel={<FormattedMessage id="live.common.cancel" />}
        testId="live-host-remove-dialog"
      />
    </Stack>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function ClipboardIconButton({ label }: { label: string }) {
  return (
    <Clipboard.Trigger asChild>
      <IconButton variant="ghost" size="xs" me="-2" aria-label={label} data-testid="live-host-copy-link">
        <Clipboard.Indicator />
      </IconButton>
    </Clipboard.Trigger>
  );
}
