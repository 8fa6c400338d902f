// A document lesson: the PDF shown in the page with a download link (opening the lesson has
// already completed it on the server). Test ids: lesson-document, lesson-document-download.
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { LuDownload, LuExternalLink } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { isolate } from '@/lib/bidi';

export function LessonDocument({ title, url }: { title: string; url: string }) {
  const intl = useIntl();
  return (
    <Box borderWidth="1px" rounded="l3" overflow="hidden" data-testid="lesson-document">
      <Box h={{ base: '60vh', md: '75vh' }} bg="bg.muted">
        <iframe
          src={url}
          title={intl.formatMessage({ id: 'courses.lesson.documentLabel' }, { title: isolate(title) })}
          style={{ width: '100%', height: '100%', border: 0 }}
        />
      </Box>
      <HStack justify="space-between" wrap="wrap" gap="2" px="3" py="2" borderTopWidth="1px">
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="courses.lesson.documentHint" />
        </Text>
        <HStack gap="2">
          <Button asChild size="sm" variant="outline">
            <a href={url} target="_blank" rel="noopener noreferrer">
              <LuExternalLink aria-hidden />
              <FormattedMessage id="courses.lesson.openDocument" />
            </a>
          </Button>
          <Button asChild size="sm" colorPalette="brand">
            <a href={url} download target="_blank" rel="noopener noreferrer" data-testid="lesson-document-download">
              <LuDownload aria-hidden />
              <FormattedMessage id="courses.lesson.download" />
            </a>
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
