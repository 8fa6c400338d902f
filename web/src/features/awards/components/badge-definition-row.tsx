// One badge definition in the administrators' list: picture, title (the interface's language,
// the other below), category, points, rule and state, with Edit, Retire (soft delete) and
// Delete permanently (administrators' own badges only; built-ins are only retired).
// Test ids: badge-def-{id} (data-state, data-built-in), badge-def-title-{id}, badge-def-edit-{id},
// badge-def-retire-{id}, badge-def-delete-{id}.
import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { LuArchive, LuPencil, LuTrash2 } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BadgeDefinitionView } from '@shared/schemas/awards';
import { definitionState } from '../lib/badge-definition-form';
import { BadgeImage } from './badge-image';

const STATE_PALETTE = { active: 'green', inactive: 'gray', retired: 'red' } as const;

export function BadgeDefinitionRow({
  definition,
  busy,
  onEdit,
  onDelete,
}: {
  definition: BadgeDefinitionView;
  busy: boolean;
  onEdit: () => void;
  onDelete: (permanent: boolean) => void;
}) {
  const intl = useIntl();
  const state = definitionState(definition);
  const ar = intl.locale.startsWith('ar');
  const [title, other] = ar ? [definition.title.ar, definition.title.en] : [definition.title.en, definition.title.ar];
  const id = definition.id;
  return (
    <Card.Root as="li" variant="outline" data-testid={`badge-def-${id}`} data-state={state} data-built-in={definition.built_in}>
      <Card.Body p={{ base: '3', md: '4' }}>
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'center' }}>
          <HStack gap="3" flex="1" minW="0" align="flex-start">
            <BadgeImage icon={definition.icon} size="12" locked={state !== 'active'} />
            <Stack gap="1" minW="0" textAlign="start">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold" dir="auto" data-testid={`badge-def-title-${id}`}>
                  {title}
                </Text>
                <Badge colorPalette={STATE_PALETTE[state]} variant="subtle">
                  <FormattedMessage id={`awards.admin.state.${state}`} />
                </Badge>
                {definition.built_in && (
                  <Badge colorPalette="blue" variant="outline">
                    <FormattedMessage id="awards.admin.builtIn" />
                  </Badge>
                )}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                <bdi lang={ar ? 'en' : 'ar'}>{other}</bdi>
              </Text>
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage
                  id="awards.admin.ruleSummary"
                  values={{
                    category: intl.formatMessage({ id: `awards.category.${definition.category}` }),
                    metric: intl.formatMessage({ id: `awards.admin.metric.${definition.metric}` }),
                    threshold: definition.threshold,
                    points: definition.points,
                  }}
                />
              </Text>
            </Stack>
          </HStack>
          <HStack gap="2" wrap="wrap" justify={{ base: 'flex-start', md: 'flex-end' }} flexShrink={0}>
            <Button size="sm" variant="outline" onClick={onEdit} disabled={busy} data-testid={`badge-def-edit-${id}`}>
              <LuPencil aria-hidden />
              <FormattedMessage id="awards.admin.edit" />
            </Button>
            {state !== 'retired' && (
              <Button size="sm" variant="outline" colorPalette="orange" onClick={() => onDelete(false)} disabled={busy} data-testid={`badge-def-retire-${id}`}>
                <LuArchive aria-hidden />
                <FormattedMessage id="awards.admin.retire" />
              </Button>
            )}
            {!definition.built_in && (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => onDelete(true)} disabled={busy} data-testid={`badge-def-delete-${id}`}>
                <LuTrash2 aria-hidden />
                <FormattedMessage id="awards.admin.deletePermanently" />
              </Button>
            )}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
