// The preamble of a class tab that reads the class chosen in the sidebar (selectedClassIdAtom):
// no class chosen -> a notice with a link to /classroom; the Firebase user still loading -> the
// loader; no Firebase user -> the error notice; otherwise the tab, whose render errors also end
// in the error notice. Used by the feed and materials tabs.
// Test ids: `${testIdPrefix}-no-class`, `${testIdPrefix}-error`.
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { LuLayoutDashboard } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorBoundaryLite } from '@/components/sparks/error-boundary-lite';
import { PageLoader } from '@/components/ui/page-loader';
import { selectedClassIdAtom } from '@/lib/classes/selected-class';
import { useFirebaseUser } from '@/lib/classes/use-firebase-user';

export interface SelectedClassGateMessages {
  /** "Choose a class first ..." */
  noClass: string;
  /** The link to /classroom under it. */
  toClasses: string;
  /** The tab cannot be read. */
  error: string;
}

export function SelectedClassGate({
  testIdPrefix,
  messages,
  children,
}: {
  testIdPrefix: string;
  messages: SelectedClassGateMessages;
  children: (classId: string, uid: string) => ReactNode;
}) {
  const classId = useAtomValue(selectedClassIdAtom);
  const user = useFirebaseUser();

  if (!classId) {
    return (
      <ClassNotice testId={`${testIdPrefix}-no-class`} messageId={messages.noClass}>
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/classroom">
            <LuLayoutDashboard aria-hidden />
            <FormattedMessage id={messages.toClasses} />
          </RouterLink>
        </Button>
      </ClassNotice>
    );
  }
  if (user.loading) return <PageLoader fullPage={false} />;
  const error = <ClassNotice testId={`${testIdPrefix}-error`} messageId={messages.error} tone="error" />;
  if (!user.uid) return error;
  return (
    <ErrorBoundaryLite key={`${classId}/${user.uid}`} fallback={error}>
      {children(classId, user.uid)}
    </ErrorBoundaryLite>
  );
}

/** A short message in place of the tab, with an optional action under it. */
function ClassNotice({ messageId, testId, tone = 'info', children }: { messageId: string; testId: string; tone?: 'info' | 'error'; children?: ReactNode }) {
  return (
    <Alert.Root status={tone} borderRadius="l2" data-testid={testId} role={tone === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Stack gap="3" flex="1" align="flex-start">
        <Alert.Description>
          <FormattedMessage id={messageId} />
        </Alert.Description>
        {children}
      </Stack>
    </Alert.Root>
  );
}
