// The class materials tab (/classroom/materials; the class comes from selectedClassIdAtom):
// the live list for this reader (teachers all, members public and private, others public),
// and for teachers upload, edit and delete (docs/classes.md, Materials).
import { Alert, Button, Container, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { LuLayoutDashboard } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import { ErrorBoundaryLite } from '@/components/sparks/error-boundary-lite';
import { PageLoader } from '@/components/ui/page-loader';
import { selectedClassIdAtom } from '@/lib/classes/selected-class';
import { MaterialsAccessCheck } from '../components/materials-access';
import { MaterialsList } from '../components/materials-list';
import { UploadMaterialDialog } from '../components/upload-material-dialog';

function Notice({ messageId, testId, tone = 'info', children }: { messageId: string; testId: string; tone?: 'info' | 'error'; children?: ReactNode }) {
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

export default function MaterialsRoute() {
  const classId = useAtomValue(selectedClassIdAtom);
  const signin = useSigninCheck();
  const uid = signin.status === 'success' && signin.data.signedIn ? signin.data.user.uid : null;

  let body;
  if (!classId) {
    body = (
      <Notice testId="materials-no-class" messageId="materials.noClass">
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/classroom">
            <LuLayoutDashboard aria-hidden />
            <FormattedMessage id="materials.toClasses" />
          </RouterLink>
        </Button>
      </Notice>
    );
  } else if (signin.status === 'loading') {
    body = <PageLoader fullPage={false} />;
  } else if (!uid) {
    body = <Notice testId="materials-error" messageId="materials.error.load" tone="error" />;
  } else {
    body = (
      <ErrorBoundaryLite key={`${classId}/${uid}`} fallback={<Notice testId="materials-error" messageId="materials.error.load" tone="error" />}>
        <MaterialsAccessCheck classId={classId} uid={uid}>
          {(access) =>
            access === null ? (
              <PageLoader fullPage={false} />
            ) : (
              <Stack gap="4" data-testid="materials-view" data-access={access}>
                <HStack justify="space-between" gap="3" wrap="wrap">
                  <Stack gap="0" textAlign="start">
                    <Heading as="h2" size="lg">
                      <FormattedMessage id="materials.title" />
                    </Heading>
                    <Text fontSize="sm" color="fg.muted">
                      <FormattedMessage id={access === 'teacher' ? 'materials.subtitle.teacher' : 'materials.subtitle.student'} />
                    </Text>
                  </Stack>
                  {access === 'teacher' && <UploadMaterialDialog classId={classId} />}
                </HStack>
                <MaterialsList classId={classId} access={access} />
              </Stack>
            )
          }
        </MaterialsAccessCheck>
      </ErrorBoundaryLite>
    );
  }

  return (
    <Container maxW="4xl" px={{ base: '0', sm: '2' }} py={{ base: '3', md: '5' }} data-testid="materials-route">
      {body}
    </Container>
  );
}
