// The class materials tab (/classroom/materials; the class comes from selectedClassIdAtom):
// the live list for this reader (teachers all, members public and private, others public),
// and for teachers upload, edit and delete (docs/classes.md, Materials).
import { Container, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { SelectedClassGate } from '@/components/classes/selected-class-gate';
import { PageLoader } from '@/components/ui/page-loader';
import { MaterialsAccessCheck } from '../components/materials-access';
import { MaterialsList } from '../components/materials-list';
import { UploadMaterialDialog } from '../components/upload-material-dialog';

export default function MaterialsRoute() {
  return (
    <Container maxW="4xl" px={{ base: '0', sm: '2' }} py={{ base: '3', md: '5' }} data-testid="materials-route">
      <SelectedClassGate
        testIdPrefix="materials"
        messages={{ noClass: 'materials.noClass', toClasses: 'materials.toClasses', error: 'materials.error.load' }}
      >
        {(classId, uid) => (
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
        )}
      </SelectedClassGate>
    </Container>
  );
}
