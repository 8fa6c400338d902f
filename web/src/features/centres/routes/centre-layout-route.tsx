// /training-centre (centres and administrators; docs/centres.md "The area"): the page header
// (the area's title, the centre's name and logo from GET /training-centre/settings), an
// administrator's centre picker (?enterprise=), the eight screens' tab links and the screen.
// The layout gives the page container and the h1; screens render their content with h2s.
// An administrator who has not chosen a centre sees the picker only: every call needs one.
// Test ids: centre-area, centre-header, centre-name, centre-logo, centre-choose.
import { Avatar, Container, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { LuBuilding2 } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import type { CentreSettings } from '@shared/schemas/centre-area';
import { EmptyCard } from '@/components/ui/empty-card';
import { authAtom } from '@/lib/session/auth-state';
import { useRemote } from '@/lib/use-remote';
import { getCentreSettings } from '../api/get-centre-settings';
import { CentreNav } from '../components/centre-nav';
import { CentrePicker } from '../components/centre-picker';
import { useCentreParam } from '../hooks/use-centre-query';
import type { CentreLayoutContext } from '../hooks/use-centre-layout';

export default function CentreLayoutRoute() {
  const { userType, user } = useAtomValue(authAtom);
  const admin = (userType ?? user?.user_type) === 'administrator';
  const enterprise = useCentreParam();
  const ready = !admin || !!enterprise;
  const settings = useRemote(ready ? `settings:${enterprise ?? ''}` : null, (signal) => getCentreSettings(enterprise, signal));
  const { update } = settings;
  const setSettings = useCallback((next: CentreSettings) => update(() => next), [update]);
  const context = useMemo<CentreLayoutContext>(() => ({ settings: settings.data, setSettings }), [settings.data, setSettings]);
  const name = settings.data?.name;

  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} data-testid="centre-area">
      <Stack gap="6">
        <Stack gap="4">
          <HStack gap="4" align="center" data-testid="centre-header">
            {ready && (
              <Avatar.Root size="xl" shape="rounded" data-testid="centre-logo">
                <Avatar.Fallback name={name}>{!name && <LuBuilding2 aria-hidden />}</Avatar.Fallback>
                {settings.data?.logo?.url && <Avatar.Image src={settings.data.logo.url} alt="" />}
              </Avatar.Root>
            )}
            <Stack gap="0.5" textAlign="start" minW="0">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
                <FormattedMessage id="centres.layout.title" />
              </Heading>
              {ready && settings.status === 'loading' && <Skeleton h="5" w="48" />}
              {name && (
                <Text color="fg.muted" fontWeight="medium" truncate data-testid="centre-name">
                  <bdi>{name}</bdi>
                </Text>
              )}
            </Stack>
          </HStack>
          {admin && <CentrePicker enterprise={enterprise} />}
          {ready && <CentreNav enterprise={enterprise} />}
        </Stack>
        {ready ? (
          <Outlet context={context} />
        ) : (
          <EmptyCard
            testId="centre-choose"
            icon={<LuBuilding2 size="32" aria-hidden />}
            title={<FormattedMessage id="centres.layout.choose.title" />}
            body={<FormattedMessage id="centres.layout.choose.body" />}
          />
        )}
      </Stack>
    </Container>
  );
}
