// "Recommended for your learning style" on the class feed (docs/assessments.md section 3): for a
// student who took the VARK test, up to three of the class's materials or practice challenges
// that suit their style. It reads only what the student already reads (the materials query of
// an active member, the challenges list) and shows nothing while loading, on an error, without
// a style or when nothing fits: a recommendation is a nicety, never a blocker of the feed.
import { Badge, Box, HStack, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { collection, getDocs, query, where } from 'firebase/firestore';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { LuDumbbell, LuFileText, LuImage, LuSparkles, LuVideo } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useFirestore } from 'reactfire';
import type { ChallengeDto } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';
import {
  kindsForStyle, recommendForStyle, type ChallengeItem, type MaterialItem, type Recommendation, type RecommendationKind,
} from '@/lib/assessments/style-recommendations';
import { authAtom } from '@/lib/session/auth-state';
import { toMillis } from '@/lib/to-millis';

const ICONS: Record<RecommendationKind, typeof LuVideo> = { video: LuVideo, image: LuImage, pdf: LuFileText, practice: LuDumbbell };

/** The class's materials (as an active member may list them) and, for kinesthetic kinds, its challenges. */
function useClassItems(classId: string, wantChallenges: boolean, enabled: boolean) {
  const firestore = useFirestore();
  const [items, setItems] = useState<{ key: string; materials: MaterialItem[]; challenges: ChallengeItem[] } | null>(null);
  const key = `${classId}|${String(wantChallenges)}`;
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    const materials = getDocs(query(collection(firestore, 'classes', classId, 'materials'), where('visibility', 'in', ['public', 'private']))).then(
      (snapshot) =>
        snapshot.docs.map((document) => {
          const data = document.data();
          const file = (data.file ?? {}) as { contentType?: unknown };
          return {
            id: document.id,
            name: typeof data.name === 'string' ? data.name : '',
            contentType: typeof file.contentType === 'string' ? file.contentType : '',
            state: typeof data.state === 'string' ? data.state : '',
            createdAt: toMillis(data.created_at),
          };
        }),
    );
    const challenges = wantChallenges
      ? apiRequest<{ data: ChallengeDto[] }>('GET', `/classes/${encodeURIComponent(classId)}/challenges`, { signal: controller.signal }).then(
          (answer) =>
            (Array.isArray(answer.data) ? answer.data : []).map((challenge) => ({
              id: challenge.id,
              title: challenge.title,
              practiceAllowed: challenge.practice_allowed,
              createdAt: toMillis(challenge.created_at),
            })),
        )
      : Promise.resolve([]);
    Promise.all([materials, challenges]).then(
      ([m, c]) => {
        if (!controller.signal.aborted) setItems({ key, materials: m, challenges: c });
      },
      (error: unknown) => {
        // Nothing to recommend is the fallback; the tabs themselves report their own errors.
        if (!controller.signal.aborted) console.warn('Style recommendations could not be read', error);
      },
    );
    return () => controller.abort();
  }, [firestore, classId, wantChallenges, enabled, key]);
  return items?.key === key ? items : null;
}

export function StyleRecommendationsCard({ classId }: { classId: string }) {
  const intl = useIntl();
  const { user } = useAtomValue(authAtom);
  const style = user?.learning_style ?? '';
  // learning_modalities is on the profile once the VARK test is taken (older answers lack it).
  const modalities = (user as { learning_modalities?: readonly string[] } | null)?.learning_modalities ?? [];
  const kinds = kindsForStyle(style, modalities);
  const items = useClassItems(classId, kinds.has('practice'), kinds.size > 0);
  if (kinds.size === 0 || !items) return null;
  const recommended = recommendForStyle(style, items.materials, items.challenges, { modalities });
  if (recommended.length === 0) return null;

  return (
    <Box
      as="section"
      borderWidth="1px"
      borderColor="teal.muted"
      bg="teal.subtle"
      rounded="lg"
      px={{ base: '3', md: '4' }}
      py="3"
      aria-labelledby="style-recommendations-title"
      data-testid="style-recommendations"
      data-style={style}
      data-count={recommended.length}
    >
      <Stack gap="2" textAlign="start">
        <HStack gap="2" wrap="wrap">
          <Icon as={LuSparkles} color="teal.fg" aria-hidden />
          <Text as="h3" id="style-recommendations-title" fontWeight="semibold">
            <FormattedMessage id="learners.recommend.title" />
          </Text>
          <Badge colorPalette="teal" variant="subtle" rounded="full">
            <FormattedMessage id={`learners.style.${style}`} />
          </Badge>
        </HStack>
        <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0">
          {recommended.map((item: Recommendation) => (
            <HStack as="li" key={`${item.kind}:${item.id}`} gap="2" data-testid={`style-recommendation-${item.id}`} data-kind={item.kind}>
              <Icon as={ICONS[item.kind]} color="fg.muted" aria-hidden flexShrink={0} />
              <Link asChild colorPalette="teal" color="colorPalette.fg" fontWeight="medium" minW="0">
                <RouterLink to={item.href}>
                  <bdi>{item.title || intl.formatMessage({ id: 'learners.recommend.untitled' })}</bdi>
                </RouterLink>
              </Link>
              <Text as="span" fontSize="sm" color="fg.muted" flexShrink={0}>
                <FormattedMessage id={`learners.recommend.kind.${item.kind}`} />
              </Text>
            </HStack>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
