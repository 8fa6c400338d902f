// Study tips for a learning style; a multimodal learner also gets two tips for each of their
// strongest modes.
import { Card, Heading, List, Stack } from '@chakra-ui/react';
import type { LearningStyleKey, VarkModality } from '@shared/assessment-catalogue';
import { LuCheck } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { ModalityIcon } from './modality-icon';

const STYLE_TIPS = 4;

function Tips({ style, count }: { style: LearningStyleKey; count: number }) {
  return (
    <List.Root gap="2" variant="plain" align="start">
      {Array.from({ length: count }, (_, i) => (
        <List.Item key={i} textAlign="start">
          <List.Indicator asChild color="green.fg">
            <LuCheck />
          </List.Indicator>
          <FormattedMessage id={`assessments.style.${style}.tip${i + 1}`} />
        </List.Item>
      ))}
    </List.Root>
  );
}

export function StyleTips({ style, modalities }: { style: LearningStyleKey; modalities: readonly VarkModality[] }) {
  return (
    <Card.Root variant="outline" data-testid="vark-tips">
      <Card.Header pb="0">
        <Heading as="h2" size="md" textAlign="start">
          <FormattedMessage id="assessments.varkReport.tipsTitle" />
        </Heading>
      </Card.Header>
      <Card.Body gap="5">
        <Tips style={style} count={STYLE_TIPS} />
        {style === 'multimodal' &&
          modalities.map((modality) => (
            <Stack key={modality} gap="2">
              <Heading as="h3" size="sm" display="flex" alignItems="center" gap="2" textAlign="start">
                <ModalityIcon modality={modality} />
                <FormattedMessage id={`assessments.modality.${modality}`} />
              </Heading>
              <Tips style={modality} count={2} />
            </Stack>
          ))}
      </Card.Body>
    </Card.Root>
  );
}
