// Celebrations while the user is online (docs/awards.md, "Web"): mounted once in the signed-in
// layout, it listens to the user's newest badge award and newest reward-point grant; one that
// arrives after the listener started shows a toast ("New badge: {title}" with its points,
// "{teacher} gave you {points} points: {reason}") and, for a badge, the shared confetti burst
// (none under prefers-reduced-motion). Renders nothing itself.
// Test ids (inside the toasts): award-toast-badge, award-toast-points.
import { HStack, Image, Text } from '@chakra-ui/react';
import {
  collection, limit, onSnapshot, orderBy, query, where, type DocumentData, type Query,
} from 'firebase/firestore';
import { useEffect, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useAtomValue } from 'jotai';
import { BADGE_ICONS, type BadgeIcon } from '@shared/schemas/awards';
import { toaster } from '@/components/ui/toaster';
import { useFirebaseUser } from '@/lib/classes/use-firebase-user';
import { celebrate } from '@/lib/confetti';
import { db } from '@/lib/firebase';
import { localeAtom } from '@/lib/i18n/locale';
import type { Locale } from '@/lib/i18n/messages';
import { toMillis } from '@/lib/to-millis';
import { WATCH_START, observeNewest, type WatchState } from './newest-watch';

export function AwardCelebrations() {
  const { uid } = useFirebaseUser();
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  // The toasts read the language of the moment they appear, without restarting the listeners.
  const speech = useRef({ intl, locale });
  useEffect(() => {
    speech.current = { intl, locale };
  }, [intl, locale]);

  useEffect(() => {
    if (!uid) return undefined;
    const badges = query(
      collection(db, 'awards'),
      where('uid', '==', uid),
      where('type', '==', 'badge'),
      orderBy('created_at', 'desc'),
      limit(1),
    );
    const grants = query(collection(db, 'rewardPoints'), where('uid', '==', uid), orderBy('created_at', 'desc'), limit(1));
    const stopBadges = watchNewest(badges, (data) => {
      if (data.status === 'revoked') return;
      showBadge(speech.current.intl, speech.current.locale, data);
      celebrate();
    });
    const stopGrants = watchNewest(grants, (data) => showPoints(speech.current.intl, data));
    return () => {
      stopBadges();
      stopGrants();
    };
  }, [uid]);

  return null;
}

/** Listens to a one-document query and calls `onFresh` for each document new since now. */
function watchNewest(source: Query<DocumentData>, onFresh: (data: DocumentData) => void): () => void {
  let state: WatchState = WATCH_START;
  // Metadata changes too, so the server's first answer arrives even when the cache had the same.
  return onSnapshot(
    source,
    { includeMetadataChanges: true },
    (snapshot) => {
      const document = snapshot.docs[0];
      const newest = document ? { id: document.id, createdAt: toMillis(document.get('created_at')) } : null;
      const next = observeNewest(state, newest, snapshot.metadata.fromCache);
      state = next.state;
      if (next.fresh && document) onFresh(document.data());
    },
    // A refused or failed read only means no celebration: nothing to tell the user.
    (error) => console.warn('Award celebrations stopped listening', error),
  );
}

function iconOf(value: unknown): BadgeIcon {
  return (BADGE_ICONS as readonly unknown[]).includes(value) ? (value as BadgeIcon) : 'star';
}

function textIn(value: unknown, locale: Locale): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const localized = value as Partial<Record<Locale, unknown>>;
    const text = localized[locale] ?? localized.en ?? localized.ar;
    if (typeof text === 'string') return text;
  }
  return '';
}

function wholeNumber(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function showBadge(intl: IntlShape, locale: Locale, data: DocumentData): void {
  const title = textIn(data.title, locale);
  const icon = iconOf(data.icon);
  toaster.create({
    type: 'success',
    title: (
      <span data-testid="award-toast-badge">
        {intl.formatMessage({ id: 'awards.celebrate.badge' }, { title: <bdi key="title">{title}</bdi> })}
      </span>
    ),
    description: (
      <HStack gap="2" as="span">
        <Image src={`/badges/${icon}.svg`} alt="" boxSize="8" flexShrink={0} />
        <Text as="span">{intl.formatMessage({ id: 'awards.celebrate.badgePoints' }, { points: wholeNumber(data.points) })}</Text>
      </HStack>
    ),
  });
}

function showPoints(intl: IntlShape, data: DocumentData): void {
  toaster.create({
    type: 'success',
    title: (
      <span data-testid="award-toast-points">
        {intl.formatMessage(
          { id: 'awards.celebrate.points' },
          {
            teacher: <bdi key="teacher">{typeof data.teacher_name === 'string' ? data.teacher_name : ''}</bdi>,
            points: wholeNumber(data.points),
            reason: <bdi key="reason">{typeof data.reason === 'string' ? data.reason : ''}</bdi>,
          },
        )}
      </span>
    ),
  });
}
