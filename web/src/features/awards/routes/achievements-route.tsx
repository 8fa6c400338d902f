// /achievements and /courses/certificates-badges (spec 001 "Achievements screen";
// docs/awards.md "Web"): the summary (certificates, badges, total points, next badge in N
// points), a search, tabs Certificates / Badges with their cards, Download, the empty-search
// texts, and the badges still to earn. The counts and points come live from awardStats/{uid}
// (the API's stats until it is read); the lists from GET /awards/user/me and GET /awards/badges,
// read again when the live counts move. The tab lives in the URL (?tab=badges).
//
// Test ids: achievements, achievements-loading, achievements-error, achievements-summary,
// achievements-certificates-count, achievements-badges-count, achievements-total-points,
// achievements-next-badge, achievements-search, achievements-tab-certificates,
// achievements-tab-badges (each with -count), certificates-list, badges-list,
// certificate-card-{id}, certificate-download-{id}, certificate-verify-{id},
// certificate-revoked-{id}, badge-card-{badgeId}, certificates-empty, badges-empty,
// certificates-no-match(-clear), badges-no-match(-clear), badges-to-earn,
// badge-to-earn-{badgeId}, badges-to-earn-error, badges-to-earn-loading.
import { Badge, Container, Heading, Icon, Input, InputGroup, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LuAward, LuMedal, LuSearch } from 'react-icons/lu';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { BadgeCategory, BadgeDefinitionView, CertificateView, UserAwards } from '@shared/schemas/awards';
import { EmptyCard } from '@/components/ui/empty-card';
import { NoResults } from '@/components/ui/no-results';
import { RetryMessage } from '@/components/ui/retry-message';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-file';
import { useRemote, type Remote } from '@/lib/use-remote';
import { DOWNLOAD_CERTIFICATE_FAILED, downloadCertificatePdf } from '@/lib/awards/download-certificate';
import { GET_BADGE_CATALOGUE_FAILED, getBadgeCatalogue } from '../api/get-badge-catalogue';
import { GET_USER_AWARDS_FAILED, getUserAwards } from '../api/get-user-awards';
import { AchievementsSummary } from '../components/achievements-summary';
import { BadgeCard } from '../components/badge-card';
import { BadgesToEarn } from '../components/badges-to-earn';
import { CertificateCard } from '../components/certificate-card';
import { useLiveAwardStats } from '../hooks/use-live-award-stats';
import { badgesToEarn, summarize, type LiveAwardStats } from '../lib/achievements-summary';
import { matchAwards } from '../lib/match-awards';

export const ACHIEVEMENTS_TABS = ['certificates', 'badges'] as const;
export type AchievementsTab = (typeof ACHIEVEMENTS_TABS)[number];

export function parseAchievementsTab(value: string | null): AchievementsTab {
  return value === 'badges' ? 'badges' : 'certificates';
}

export default function AchievementsRoute() {
  const intl = useIntl();
  const awards = useRemote('awards-user-me', getUserAwards);
  const catalogue = useRemote('awards-badges', getBadgeCatalogue);
  const live = useLiveAwardStats();
  const [params, setParams] = useSearchParams();
  const tab = parseAchievementsTab(params.get('tab'));
  const [search, setSearch] = useState('');

  // A badge or certificate arrived (the live counts differ from the lists read): read the lists
  // again, once per live value, so sources that disagree can never loop.
  const liveKey = live.status === 'success' ? `${live.data?.certificates ?? 0}:${live.data?.badges ?? 0}` : null;
  const readKey = awards.status === 'success' ? `${awards.data.stats.certificates}:${awards.data.stats.badges}` : null;
  const reloadedFor = useRef<string | null>(null);
  const { reload: reloadAwards } = awards;
  const { reload: reloadCatalogue } = catalogue;
  useEffect(() => {
    if (liveKey === null || readKey === null || liveKey === readKey || reloadedFor.current === liveKey) return;
    reloadedFor.current = liveKey;
    reloadAwards();
    reloadCatalogue();
  }, [liveKey, readKey, reloadAwards, reloadCatalogue]);

  const setTab = (next: AchievementsTab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'certificates') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );

  const download = async (certificate: CertificateView) => {
    try {
      const file = await downloadCertificatePdf(certificate.pdf_url, certificate.credential_id);
      saveBlob(file.blob, file.fileName);
    } catch (error) {
      toaster.create({ type: 'error', title: formatError(intl, error, DOWNLOAD_CERTIFICATE_FAILED) });
    }
  };

  return (
    <AchievementsScreen
      awards={awards}
      catalogue={catalogue}
      live={live.data}
      search={search}
      onSearch={setSearch}
      tab={tab}
      onTab={setTab}
      onRetry={awards.reload}
      onRetryCatalogue={catalogue.reload}
      onDownload={download}
    />
  );
}

export interface AchievementsScreenProps {
  awards: Remote<UserAwards>;
  catalogue: Remote<BadgeDefinitionView[]>;
  /** awardStats/{uid}, once read. */
  live: LiveAwardStats | undefined;
  search: string;
  onSearch: (search: string) => void;
  tab: AchievementsTab;
  onTab: (tab: AchievementsTab) => void;
  onRetry: () => void;
  onRetryCatalogue: () => void;
  onDownload: (certificate: CertificateView) => Promise<void>;
}

/** The screen itself, from data (rendered by the route, and by tests without Firebase). */
export function AchievementsScreen(props: AchievementsScreenProps) {
  const { awards } = props;
  const intl = useIntl();
  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} data-testid="achievements">
      <Stack gap="6">
        <Stack gap="1" textAlign="start">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            <FormattedMessage id="awards.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="awards.subtitle" />
          </Text>
        </Stack>
        {awards.status === 'loading' && (
          <Stack gap="4" aria-busy="true" data-testid="achievements-loading">
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
              {[0, 1, 2, 3].map((key) => (
                <Skeleton key={key} h="24" rounded="lg" />
              ))}
            </SimpleGrid>
            <Skeleton h="10" rounded="md" />
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} h="72" rounded="lg" />
              ))}
            </SimpleGrid>
          </Stack>
        )}
        {awards.status === 'error' && (
          <RetryMessage
            message={formatError(intl, awards.error, GET_USER_AWARDS_FAILED)}
            retryLabel={<FormattedMessage id="awards.retry" />}
            onRetry={props.onRetry}
            testId="achievements-error"
          />
        )}
        {awards.status === 'success' && <AwardsContent {...props} data={awards.data} />}
      </Stack>
    </Container>
  );
}

function AwardsContent({ data, catalogue, live, search, onSearch, tab, onTab, onRetryCatalogue, onDownload }: AchievementsScreenProps & { data: UserAwards }) {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'ar';
  const definitions = catalogue.status === 'success' ? catalogue.data : null;
  const summary = useMemo(() => summarize(data.stats, live, definitions), [data.stats, live, definitions]);
  // Revoked badges no longer count (stats leave them out); a revoked certificate stays, marked.
  const badges = useMemo(() => data.badges.filter((badge) => badge.status === 'active'), [data.badges]);
  const categoryName = (category: BadgeCategory) => intl.formatMessage({ id: `awards.category.${category}` });
  const shown = matchAwards({ certificates: data.certificates, badges }, search, categoryName);
  const toEarn = useMemo(() => {
    if (!definitions) return [];
    // Milestones count the live total even before the metrics carry it.
    const metrics = live ? { total_points: live.totalPoints, ...live.metrics } : null;
    return badgesToEarn(definitions, new Set(badges.map((badge) => badge.badge_id)), metrics);
  }, [definitions, badges, live]);
  const clear = () => onSearch('');
  const counts: Record<AchievementsTab, number> = { certificates: shown.certificates.length, badges: shown.badges.length };

  return (
    <>
      <AchievementsSummary summary={summary} locale={locale} />
      <InputGroup startElement={<LuSearch aria-hidden />}>
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={intl.formatMessage({ id: 'awards.search.placeholder' })}
          aria-label={intl.formatMessage({ id: 'awards.search.label' })}
          data-testid="achievements-search"
        />
      </InputGroup>
      <Tabs.Root value={tab} onValueChange={(details) => onTab(details.value as AchievementsTab)} colorPalette="brand" variant="line">
        <Tabs.List>
          {ACHIEVEMENTS_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} data-testid={`achievements-tab-${value}`}>
              <Icon as={value === 'certificates' ? LuAward : LuMedal} aria-hidden />
              <FormattedMessage id={`awards.tab.${value}`} />
              <Badge variant="subtle" rounded="full" size="sm" data-testid={`achievements-tab-${value}-count`}>
                <FormattedNumber value={counts[value]} />
              </Badge>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="certificates" pt="4">
          {tab === 'certificates' && (
            <ListOrEmpty
              total={data.certificates.length}
              shown={shown.certificates.length}
              kind="certificates"
              onClear={clear}
              empty={
                <EmptyCard
                  icon={<Icon as={LuAward} boxSize="10" color="orange.fg" aria-hidden />}
                  title={<FormattedMessage id="awards.empty.certificatesTitle" />}
                  body={
                    <>
                      <FormattedMessage id="awards.empty.certificatesBody" />{' '}
                      <RouterLink to="/courses/marketplace" style={{ textDecoration: 'underline' }}>
                        <FormattedMessage id="awards.empty.browseCourses" />
                      </RouterLink>
                    </>
                  }
                  testId="certificates-empty"
                />
              }
            >
              {shown.certificates.map((certificate) => (
                <CertificateCard key={certificate.id} certificate={certificate} onDownload={onDownload} />
              ))}
            </ListOrEmpty>
          )}
        </Tabs.Content>
        <Tabs.Content value="badges" pt="4">
          {tab === 'badges' && (
            <ListOrEmpty
              total={badges.length}
              shown={shown.badges.length}
              kind="badges"
              onClear={clear}
              empty={
                <EmptyCard
                  icon={<Icon as={LuMedal} boxSize="10" color="purple.fg" aria-hidden />}
                  title={<FormattedMessage id="awards.empty.badgesTitle" />}
                  body={<FormattedMessage id="awards.empty.badgesBody" />}
                  testId="badges-empty"
                />
              }
            >
              {shown.badges.map((badge) => (
                <BadgeCard key={badge.id} badge={badge} locale={locale} />
              ))}
            </ListOrEmpty>
          )}
        </Tabs.Content>
      </Tabs.Root>
      {catalogue.status === 'success' && <BadgesToEarn items={toEarn} locale={locale} />}
      {catalogue.status === 'loading' && <Skeleton h="40" rounded="lg" data-testid="badges-to-earn-loading" />}
      {catalogue.status === 'error' && (
        <RetryMessage
          message={formatError(intl, catalogue.error, GET_BADGE_CATALOGUE_FAILED)}
          retryLabel={<FormattedMessage id="awards.retry" />}
          onRetry={onRetryCatalogue}
          testId="badges-to-earn-error"
        />
      )}
    </>
  );
}

/** The cards, or why there are none: nothing earned yet, or nothing matching the search. */
function ListOrEmpty({ total, shown, kind, onClear, empty, children }: {
  total: number;
  shown: number;
  kind: 'certificates' | 'badges';
  onClear: () => void;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (total === 0) return <>{empty}</>;
  if (shown === 0) {
    return (
      <NoResults
        message={<FormattedMessage id={kind === 'certificates' ? 'awards.empty.certificatesSearch' : 'awards.empty.badgesSearch'} />}
        clearLabel={<FormattedMessage id="awards.empty.clearSearch" />}
        onClear={onClear}
        testId={`${kind}-no-match`}
      />
    );
  }
  return (
    <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid={`${kind}-list`}>
      {children}
    </SimpleGrid>
  );
}
