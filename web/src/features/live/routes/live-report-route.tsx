// /live/reports/{sessionId}: a finished live game's report (the host and the class's teachers),
// linked from My quizzes.
import { Box, Button, Stack } from '@chakra-ui/react';
import { LuArrowLeft, LuArrowRight } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LiveReportPanel } from '../components/live-report';
import { useDirection } from '../hooks/use-direction';

export default function LiveReportRoute() {
  const { sessionId = '' } = useParams();
  const rtl = useDirection() === 'rtl';
  return (
    <Box maxW="6xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }} data-testid="live-report-route">
      <Stack gap="4" align="flex-start">
        <Button asChild variant="ghost" size="sm" data-testid="live-report-back">
          <RouterLink to="/quiz">
            {rtl ? <LuArrowRight aria-hidden /> : <LuArrowLeft aria-hidden />}
            <FormattedMessage id="live.report.back" />
          </RouterLink>
        </Button>
        <LiveReportPanel key={sessionId} sessionId={sessionId} heading="h1" />
      </Stack>
    </Box>
  );
}
