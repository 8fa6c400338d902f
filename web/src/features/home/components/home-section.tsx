// One block of a role's home: a heading with its count, an optional "see all" link, then a
// list of rows (or a line saying there is nothing). Rows are links or buttons of their own.
// Test ids: `${testId}` on the section (data-count), `${testId}-count`, `${testId}-empty`,
// `${testId}-all` on the "see all" link.
import { Badge, Box, Button, Card, Flex, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

export function HomeSection({
  title,
  icon,
  count,
  empty,
  allTo,
  allLabel,
  testId,
  footer,
  children,
}: {
  title: ReactNode;
  icon: IconType;
  /** Shown beside the title; undefined: no count. */
  count?: number;
  /** Shown instead of the rows when there are none. */
  empty?: ReactNode;
  allTo?: string;
  allLabel?: ReactNode;
  testId: string;
  /** Below the rows (or the empty line). */
  footer?: ReactNode;
  children?: ReactNode[];
}) {
  const headingId = `${testId}-title`;
  const rows = children?.filter(Boolean) ?? [];
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={headingId} data-testid={testId} data-count={count}>
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Flex align="center" justify="space-between" gap="3" wrap="wrap">
          <HStack gap="2" minW="0">
            <Icon as={icon} boxSize="5" color="brand.fg" aria-hidden />
            <Heading as="h2" size="md" id={headingId} textAlign="start">
              {title}
            </Heading>
            {count !== undefined && (
              <Badge colorPalette={count > 0 ? 'brand' : 'gray'} variant="solid" rounded="full" data-testid={`${testId}-count`}>
                {count}
              </Badge>
            )}
          </HStack>
          {allTo && (
            <Button asChild variant="ghost" size="sm" colorPalette="brand">
              <RouterLink to={allTo} data-testid={`${testId}-all`}>
                {allLabel ?? <FormattedMessage id="home.seeAll" />}
              </RouterLink>
            </Button>
          )}
        </Flex>
        {rows.length === 0 ? (
          empty !== undefined && (
            <Text color="fg.muted" fontSize="sm" textAlign="start" data-testid={`${testId}-empty`}>
              {empty}
            </Text>
          )
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {rows.map((row, index) => (
              <Box as="li" key={index}>
                {row}
              </Box>
            ))}
          </Stack>
        )}
        {footer}
      </Card.Body>
    </Card.Root>
  );
}

/** One row: a title (user text, isolated), a muted line, and its action on the end side. */
export function HomeRow({
  title,
  detail,
  action,
  testId,
  tone,
  data,
}: {
  title: ReactNode;
  detail?: ReactNode;
  action?: ReactNode;
  testId: string;
  tone?: 'warning';
  data?: Record<`data-${string}`, string | number | undefined>;
}) {
  return (
    <Flex
      align={{ base: 'stretch', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      gap="2"
      px="3"
      py="2"
      rounded="md"
      bg="bg.subtle"
      borderInlineStartWidth="3px"
      borderInlineStartColor={tone === 'warning' ? 'border.error' : 'brand.solid'}
      data-testid={testId}
      {...data}
    >
      <Stack gap="0.5" minW="0" textAlign="start">
        <Text fontWeight="semibold" dir="auto" truncate>
          {title}
        </Text>
        {detail !== undefined && (
          <Text fontSize="sm" color={tone === 'warning' ? 'fg.error' : 'fg.muted'}>
            {detail}
          </Text>
        )}
      </Stack>
      {action}
    </Flex>
  );
}
