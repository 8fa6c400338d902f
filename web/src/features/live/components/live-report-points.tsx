// A finished class game's report: the host gives reward points to the podium or chosen players
// (docs/awards.md, Reward points). Only players who are active students of the class (their
// uid is a member's) can receive points; guests without an account cannot. The class roster
// is read live; a host who cannot read it (not a teacher of the class) sees nothing here.
// Test ids: live-report-points (data-eligible), give-points-open-live.
import { Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuGift } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import type { LiveReportDto } from '@shared/schemas/live-report';
import { GivePointsDialog } from '@/components/awards/give-points-dialog';
import { useClassPoints } from '@/lib/awards/use-class-points';
import { eligiblePlayers, podiumUids } from '../lib/report-points';

export function LiveReportPoints({ report, classId }: { report: LiveReportDto; classId: string }) {
  const students = useClassPoints(classId);
  const [open, setOpen] = useState(false);
  const eligible = useMemo(() => (students.status === 'success' ? eligiblePlayers(report.players, students.data) : []), [students, report.players]);
  if (students.status !== 'success') return null;

  return (
    <Card.Root variant="outline" w="full" data-testid="live-report-points" data-eligible={eligible.length}>
      <Card.Body>
        <HStack justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3" flexDirection={{ base: 'column', md: 'row' }}>
          <Stack gap="1" textAlign="start">
            <Heading as="h3" size="md">
              <FormattedMessage id="awards.givePoints.live.title" />
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id={eligible.length > 0 ? 'awards.givePoints.live.hint' : 'awards.givePoints.live.none'} />
            </Text>
            {eligible.length > 0 && (
              <Text fontSize="sm">
                <FormattedMessage id="awards.givePoints.live.eligible" values={{ count: eligible.length }} />
              </Text>
            )}
          </Stack>
          {eligible.length > 0 && (
            <Button colorPalette="brand" onClick={() => setOpen(true)} data-testid="give-points-open-live">
              <LuGift aria-hidden />
              <FormattedMessage id="awards.givePoints.live.open" />
            </Button>
          )}
        </HStack>
      </Card.Body>
      {open && (
        <GivePointsDialog
          classId={classId}
          recipients={eligible}
          // The podium is ticked at first; the host may change whom.
          initiallySelected={podiumUids(eligible)}
          source="live"
          sourceId={report.session_id}
          onClose={() => setOpen(false)}
        />
      )}
    </Card.Root>
  );
}
