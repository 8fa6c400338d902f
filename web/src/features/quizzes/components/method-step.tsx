// Step 1: choose how to build the quiz, each with its cost in sparks (AI 15, template 5,
// manual 5) and the live balance. Test ids: quiz-method-{ai|template|manual}, quiz-balance.
import { Badge, Box, Card, HStack, Heading, Icon, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuLayoutTemplate, LuPencilRuler, LuSparkles, LuWandSparkles } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import type { QuizMethod } from '@shared/schemas/quiz';
import { SparkBalance } from '@/components/sparks/spark-balance';
import { METHOD_COSTS, METHODS } from '../lib/builder-steps';

const ICONS: Record<QuizMethod, IconType> = { ai: LuWandSparkles, template: LuLayoutTemplate, manual: LuPencilRuler };

export function MethodStep({ method, onChoose }: { method: QuizMethod | null; onChoose: (method: QuizMethod) => void }) {
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
              <button type="button" aria-pressed={selected} onClick={() => onChoose(item)} data-testid={`quiz-method-${item}`} data-cost={METHOD_COSTS[item]}>
              <Card.Body gap="3" w="full">
                <HStack justify="space-between" align="flex-start">
                  <Box color="brand.fg">
                    <Icon as={ICONS[item]} boxSize="8" aria-hidden />
                  </Box>
                  <Badge colorPalette="orange" variant="subtle" size="lg">
                    <Icon as={LuSparkles} aria-hidden />
                    <FormattedMessage id="quizzes.method.cost" values={{ count: METHOD_COSTS[item] }} />
                  </Badge>
                </HStack>
                <Heading as="h3" size="md">
                  <FormattedMessage id={`quizzes.method.${item}.title`} />
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  <FormattedMessage id={`quizzes.method.${item}.body`} />
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
