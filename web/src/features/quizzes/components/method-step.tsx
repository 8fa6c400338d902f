// Step 1: choose how to build the quiz, each with its cost in sparks and when it is charged
// (AI 15 at generation, free with the offline demo generator; template 5 when copied; manual 5
// when first published) and the live balance. Test ids: quiz-method-{ai|template|manual}
// (data-cost), quiz-method-{method}-when, quiz-balance.
import { Badge, Box, Card, HStack, Heading, Icon, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuLayoutTemplate, LuPencilRuler, LuSparkles, LuWandSparkles } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import type { QuizMethod } from '@shared/schemas/quiz';
import { SparkBalance } from '@/components/sparks/spark-balance';
import type { BuildCosts } from '../hooks/use-build-costs';
import { METHODS } from '../lib/builder-steps';

const ICONS: Record<QuizMethod, IconType> = { ai: LuWandSparkles, template: LuLayoutTemplate, manual: LuPencilRuler };

/** When each method's sparks are taken; `ai-offline` is the free demo generator. */
function chargeNote(item: QuizMethod, costs: BuildCosts): string {
  if (item === 'ai' && costs.generator === 'offline') return 'quizzes.method.when.ai-offline';
  return `quizzes.method.when.${item}`;
}

export function MethodStep({
  method,
  costs,
  onChoose,
}: {
  method: QuizMethod | null;
  costs: BuildCosts;
  onChoose: (method: QuizMethod) => void;
}) {
  return (
    <Stack gap="5">
      <Stack gap="1" textAlign="start">
        <Heading as="h2" size="lg" id="quiz-method-title">
          <FormattedMessage id="quizzes.method.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="quizzes.method.subtitle" />
        </Text>
      </Stack>
      <SparkBalance>
        {(balance, loading) => (
          <HStack gap="2" color="fg.muted" fontSize="sm">
            <Icon as={LuSparkles} color="brand.fg" aria-hidden />
            <Skeleton loading={loading}>
              <Text data-testid="quiz-balance" data-balance={balance}>
                <FormattedMessage id="quizzes.method.balance" values={{ count: balance }} />
              </Text>
            </Skeleton>
          </HStack>
        )}
      </SparkBalance>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" role="group" aria-labelledby="quiz-method-title">
        {METHODS.map((item) => {
          const selected = item === method;
          return (
            <Card.Root
              key={item}
              asChild
              variant="outline"
              cursor="pointer"
              textAlign="start"
              borderWidth="2px"
              borderColor={selected ? 'brand.solid' : 'border'}
              bg={selected ? 'brand.subtle' : undefined}
              _hover={{ borderColor: 'brand.solid', shadow: 'sm' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
              transition="all 0.15s"
            >
              <button type="button" aria-pressed={selected} onClick={() => onChoose(item)} data-testid={`quiz-method-${item}`} data-cost={costs[item]}>
              <Card.Body gap="3" w="full">
                <HStack justify="space-between" align="flex-start">
                  <Box color="brand.fg">
                    <Icon as={ICONS[item]} boxSize="8" aria-hidden />
                  </Box>
                  <Badge colorPalette={costs[item] === 0 ? 'green' : 'orange'} variant="subtle" size="lg">
                    <Icon as={LuSparkles} aria-hidden />
                    <FormattedMessage id="quizzes.method.cost" values={{ count: costs[item] }} />
                  </Badge>
                </HStack>
                <Heading as="h3" size="md">
                  <FormattedMessage id={`quizzes.method.${item}.title`} />
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  <FormattedMessage id={`quizzes.method.${item}.body`} />
                </Text>
                <Text fontSize="xs" fontWeight="medium" color="fg.subtle" data-testid={`quiz-method-${item}-when`}>
                  <FormattedMessage id={chargeNote(item, costs)} values={{ count: costs[item] }} />
                </Text>
              </Card.Body>
              </button>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
