// The class's look: the icon in a bubble of its colour pair, and its course field's name.
import { Center, Icon, type CenterProps } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { classColours, colourBackground, iconFor, isCourseField } from '@/lib/classes/class-look';

interface LookSource {
  icon?: unknown;
  colour?: unknown;
  colors?: { primary?: unknown; secondary?: unknown } | null;
  course_field?: unknown;
}

export function ClassIconBubble({ look, size = '12', ...rest }: { look: LookSource; size?: CenterProps['boxSize'] } & CenterProps) {
  return (
    <Center
      boxSize={size}
      flexShrink={0}
      rounded="xl"
      color="white"
      style={{ background: colourBackground(classColours(look)) }}
      borderWidth="2px"
      borderColor="whiteAlpha.700"
      shadow="sm"
      {...rest}
    >
      <Icon as={iconFor(look.icon)} boxSize="55%" aria-hidden />
    </Center>
  );
}

export function CourseFieldName({ field }: { field: unknown }) {
  if (!isCourseField(field)) return <FormattedMessage id="classes.field.unknown" />;
  return <FormattedMessage id={`classes.field.${field}`} />;
}
