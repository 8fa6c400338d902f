// The quiz drafts of a quiz author (teachers, centres, administrators): the latest few, each
// opening in the builder, how many are published, and the builder's entry.
// Test ids: home-drafts (data-count, data-published), rows home-draft-{quizId}, links
// home-draft-open-{quizId}, home-drafts-published, home-new-quiz, home-drafts-all.
import { Button, Flex, Text } from '@chakra-ui/react';
import { LuNotebookPen, LuPlus } from 'react-icons/lu';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { TeacherHome } from '@shared/schemas/home';
import { draftHref } from '../lib/home-links';
import { HomeRow, HomeSection } from './home-section';

export function DraftsSection({ data }: { data: Pick<TeacherHome, 'drafts' | 'published_count'> }) {
  return (
    <HomeSection
      title={<FormattedMessage id="home.drafts.title" />}
      icon={LuNotebookPen}
      count={data.drafts.count}
      testId="home-drafts"
      allTo="/quiz"
      allLabel={<FormattedMessage id="home.drafts.all" />}
      empty={<FormattedMessage id="home.drafts.empty" />}
      footer={<DraftsFooter published={data.published_count} />}
    >
      {data.drafts.items.map((draft) => (
        <HomeRow
          key={draft.id}
          testId={`home-draft-${draft.id}`}
          title={draft.title || <FormattedMessage id="home.drafts.untitled" />}
          detail={
            <>
              <FormattedMessage id="home.drafts.questions" values={{ count: draft.question_count }} />
              {draft.updated_at && (
                <>
                  {' · '}
                  <FormattedMessage id="home.drafts.edited" values={{ date: <FormattedDate value={draft.updated_at} dateStyle="medium" /> }} />
                </>
              )}
            </>
          }
          action={
            <Button asChild size="sm" variant="outline" colorPalette="brand">
              <RouterLink to={draftHref(draft.id)} data-testid={`home-draft-open-${draft.id}`}>
                <FormattedMessage id="home.drafts.open" />
              </RouterLink>
            </Button>
          }
        />
      ))}
    </HomeSection>
  );
}

function DraftsFooter({ published }: { published: number }) {
  return (
    <Flex align="center" justify="space-between" gap="3" wrap="wrap" pt="1">
      <Text fontSize="sm" color="fg.muted" data-testid="home-drafts-published" data-count={published}>
        <FormattedMessage id="home.drafts.published" values={{ count: published }} />
      </Text>
      <Button asChild size="sm" colorPalette="brand" variant="subtle">
        <RouterLink to="/CreateQuiz" data-testid="home-new-quiz">
          <LuPlus aria-hidden />
          <FormattedMessage id="home.drafts.new" />
        </RouterLink>
      </Button>
    </Flex>
  );
}
