// Create a class (POST /classes) or edit one (PATCH /classes/{id}): name, course field (its
// default colour pair shown), description, icon, theme (8) and colour (12 names). A live preview
// shows the card as it will look.
import {
  Box, Button, CloseButton, ColorSwatch, Dialog, Field, Fieldset, HStack, Heading, Icon, Input, NativeSelect, Portal, RadioGroup,
  SimpleGrid, Stack, Text, Textarea, VisuallyHidden,
} from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  CLASS_COLOUR_NAMES, CLASS_COLOURS, CLASS_ICONS, CLASS_THEMES, COURSE_FIELD_COLOURS, COURSE_FIELDS,
  type ClassColourName,
} from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import type { ClassDto } from '@shared/schemas/class';
import { toaster } from '@/components/ui/toaster';
import { ApiRequestError, errorMessageRef, fieldErrorCodes, formatError, type MessageRef } from '@/lib/api-client';
import {
  CLASS_ICON_COMPONENTS, isClassIcon, isClassTheme, isCourseField, themeBackground, type ClassIcon, type ClassTheme,
} from '@/lib/classes/class-look';
import { CREATE_CLASS_FAILED, useCreateClass } from '../api/create-class';
import { UPDATE_CLASS_FAILED, useUpdateClass } from '../api/update-class';
import {
  EMPTY_CLASS_FORM, createRequestOf, updateRequestOf, withColour, withCourseField, type ClassFormValues,
} from '../lib/class-form';
import { ClassIconBubble, CourseFieldName } from './class-visual';
import { InlineAlert } from './inline-alert';

type Mode = { kind: 'create' } | { kind: 'edit'; classId: string; initial: ClassFormValues };

export function ClassFormDialog({
  open,
  onClose,
  mode,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  mode: Mode;
  onSaved?: (saved: ClassDto | null) => void;
}) {
  const intl = useIntl();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3" data-testid="class-form-dialog" aria-label={intl.formatMessage({ id: mode.kind === 'create' ? 'classes.form.createTitle' : 'classes.form.editTitle' })}>
            {/* Mounted only while open: every opening starts from the initial values. */}
            {open && <ClassForm mode={mode} onClose={onClose} onSaved={onSaved} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ClassForm({ mode, onClose, onSaved }: { mode: Mode; onClose: () => void; onSaved?: (saved: ClassDto | null) => void }) {
  const intl = useIntl();
  const createClass = useCreateClass();
  const updateClass = useUpdateClass();
  const initial = mode.kind === 'edit' ? mode.initial : EMPTY_CLASS_FORM;
  const [values, setValues] = useState<ClassFormValues>(initial);
  const [fieldErrors, setFieldErrors] = useState<Record<string, ErrorCode>>({});
  const [formError, setFormError] = useState<{ title: string; detail?: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const failed: MessageRef = mode.kind === 'create' ? CREATE_CLASS_FAILED : UPDATE_CLASS_FAILED;

  const change = (next: ClassFormValues, field: string) => {
    setValues(next);
    setFieldErrors((errors) => {
      if (!(field in errors)) return errors;
      const rest = { ...errors };
      delete rest[field];
      return rest;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const parsed = mode.kind === 'create' ? createRequestOf(values) : updateRequestOf(values, mode.initial);
    if (!parsed.success) {
      setFormError(null);
      setFieldErrors(fieldErrorCodes(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    setFormError(null);
    if (mode.kind === 'edit' && Object.keys(parsed.data).length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      const saved =
        mode.kind === 'create'
          ? await createClass(parsed.data as Parameters<typeof createClass>[0])
          : await updateClass(mode.classId, parsed.data);
      toaster.create({
        type: 'success',
        title: intl.formatMessage(
          { id: mode.kind === 'create' ? 'classes.form.created' : 'classes.form.updated' },
          { name: values.name.trim() },
        ),
      });
      onSaved?.(saved ?? null);
      onClose();
    } catch (error) {
      setSaving(false);
      setFieldErrors(error instanceof ApiRequestError ? fieldErrorCodes(error.fields) : {});
      const title = intl.formatMessage(failed);
      const detail = formatError(intl, error, failed);
      setFormError({ title, detail: detail === title ? undefined : detail });
    }
  };

  const fieldError = (name: string) => (fieldErrors[name] ? intl.formatMessage(errorMessageRef(fieldErrors[name])) : undefined);
  const defaultColour: ClassColourName | null = values.course_field ? COURSE_FIELD_COLOURS[values.course_field] : null;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="class-form" style={{ display: 'contents' }}>
      <Dialog.Header>
        <Dialog.Title>
          <FormattedMessage id={mode.kind === 'create' ? 'classes.form.createTitle' : 'classes.form.editTitle'} />
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <Preview values={values} />
          {formError && (
            <InlineAlert testId="class-form-error" title={formError.title}>
              {formError.detail}
            </InlineAlert>
          )}
          <Field.Root required invalid={!!fieldError('name')}>
            <Field.Label>
              <FormattedMessage id="classes.form.name" />
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              dir="auto"
              value={values.name}
              maxLength={80}
              onChange={(event) => change({ ...values, name: event.target.value }, 'name')}
              data-testid="class-form-name"
              autoComplete="off"
            />
            <Field.ErrorText>{fieldError('name')}</Field.ErrorText>
          </Field.Root>

          <Field.Root required invalid={!!fieldError('course_field')}>
            <Field.Label>
              <FormattedMessage id="classes.form.field" />
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values.course_field}
                onChange={(event) => {
                  const value = event.target.value;
                  change(withCourseField(values, isCourseField(value) ? value : ''), 'course_field');
                }}
                data-testid="class-form-field"
              >
                <option value="">{intl.formatMessage({ id: 'classes.form.fieldPlaceholder' })}</option>
                {COURSE_FIELDS.map((field) => (
                  <option key={field} value={field}>
                    {intl.formatMessage({ id: `classes.field.${field}` })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {defaultColour && (
              <Field.HelperText asChild>
                <HStack gap="2" data-testid="class-form-field-colours" data-colour={defaultColour}>
                  <ColorSwatch value={CLASS_COLOURS[defaultColour].primary} boxSize="4" rounded="full" aria-hidden />
                  <ColorSwatch value={CLASS_COLOURS[defaultColour].secondary} boxSize="4" rounded="full" aria-hidden />
                  <Text as="span">
                    <FormattedMessage
                      id="classes.form.fieldColours"
                      values={{ field: <CourseFieldName field={values.course_field} />, colour: intl.formatMessage({ id: `classes.colour.${defaultColour}` }) }}
                    />
                  </Text>
                </HStack>
              </Field.HelperText>
            )}
            <Field.ErrorText>{fieldError('course_field')}</Field.ErrorText>
          </Field.Root>

          <Field.Root invalid={!!fieldError('description')}>
            <Field.Label>
              <FormattedMessage id="classes.form.description" />
            </Field.Label>
            <Textarea
              dir="auto"
              value={values.description}
              maxLength={500}
              rows={3}
              onChange={(event) => change({ ...values, description: event.target.value }, 'description')}
              data-testid="class-form-description"
            />
            <Field.ErrorText>{fieldError('description')}</Field.ErrorText>
          </Field.Root>

          <Choice legendId="classes.form.icon" testId="class-form-icons">
            <RadioGroup.Root
              value={values.icon}
              onValueChange={(details) => isClassIcon(details.value) && change({ ...values, icon: details.value }, 'icon')}
              aria-label={intl.formatMessage({ id: 'classes.form.icon' })}
            >
              <SimpleGrid columns={{ base: 6, sm: 12 }} gap="2">
                {CLASS_ICONS.map((icon) => (
                  <SwatchItem key={icon} value={icon} label={intl.formatMessage({ id: `classes.icon.${icon}` })} testId={`class-form-icon-${icon}`}>
                    <IconTile icon={icon} />
                  </SwatchItem>
                ))}
              </SimpleGrid>
            </RadioGroup.Root>
          </Choice>

          <Choice legendId="classes.form.theme" testId="class-form-themes">
            <RadioGroup.Root
              value={values.theme}
              onValueChange={(details) => isClassTheme(details.value) && change({ ...values, theme: details.value }, 'theme')}
              aria-label={intl.formatMessage({ id: 'classes.form.theme' })}
            >
              <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2">
                {CLASS_THEMES.map((theme) => (
                  <SwatchItem key={theme} value={theme} label={intl.formatMessage({ id: `classes.theme.${theme}` })} testId={`class-form-theme-${theme}`} showLabel>
                    <ThemeTile theme={theme} />
                  </SwatchItem>
                ))}
              </SimpleGrid>
            </RadioGroup.Root>
          </Choice>

          <Choice legendId="classes.form.colour" testId="class-form-colours">
            <RadioGroup.Root
              value={values.colour}
              onValueChange={(details) => {
                const colour = details.value as ClassColourName;
                if (CLASS_COLOUR_NAMES.includes(colour)) change(withColour(values, colour), 'colour');
              }}
              aria-label={intl.formatMessage({ id: 'classes.form.colour' })}
            >
              <SimpleGrid columns={{ base: 6, sm: 12 }} gap="2">
                {CLASS_COLOUR_NAMES.map((colour) => (
                  <SwatchItem key={colour} value={colour} label={intl.formatMessage({ id: `classes.colour.${colour}` })} testId={`class-form-colour-${colour}`}>
                    <Box
                      boxSize="9"
                      rounded="full"
                      style={{ background: `linear-gradient(135deg, ${CLASS_COLOURS[colour].primary} 50%, ${CLASS_COLOURS[colour].secondary} 50%)` }}
                    />
                  </SwatchItem>
                ))}
              </SimpleGrid>
            </RadioGroup.Root>
          </Choice>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={saving} data-testid="class-form-cancel">
          <FormattedMessage id="classes.common.cancel" />
        </Button>
        <Button type="submit" colorPalette="brand" loading={saving} data-testid="class-form-submit">
          <FormattedMessage id={mode.kind === 'create' ? 'classes.form.create' : 'classes.form.save'} />
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" disabled={saving} aria-label={intl.formatMessage({ id: 'classes.common.close' })} />
      </Dialog.CloseTrigger>
    </form>
  );
}

function Choice({ legendId, testId, children }: { legendId: string; testId: string; children: ReactNode }) {
  return (
    <Fieldset.Root data-testid={testId}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm" mb="2">
        <FormattedMessage id={legendId} />
      </Fieldset.Legend>
      {children}
    </Fieldset.Root>
  );
}

/** One choice of a swatch group: a real radio input (keyboard and screen readers) under a picture. */
function SwatchItem({ value, label, testId, showLabel, children }: { value: string; label: string; testId: string; showLabel?: boolean; children: ReactNode }) {
  return (
    <RadioGroup.Item
      value={value}
      data-testid={testId}
      display="flex"
      flexDirection="column"
      alignItems="center"
      gap="1"
      p="1"
      rounded="lg"
      cursor="pointer"
      borderWidth="2px"
      borderColor="transparent"
      _checked={{ borderColor: 'brand.solid', bg: 'brand.subtle' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
      _hover={{ bg: 'bg.muted' }}
      title={label}
    >
      <RadioGroup.ItemHiddenInput />
      {children}
      {showLabel ? (
        <RadioGroup.ItemText fontSize="xs" textAlign="center">
          {label}
        </RadioGroup.ItemText>
      ) : (
        <VisuallyHidden>
          <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
        </VisuallyHidden>
      )}
    </RadioGroup.Item>
  );
}

function IconTile({ icon }: { icon: ClassIcon }) {
  return (
    <Box boxSize="9" display="flex" alignItems="center" justifyContent="center" rounded="md" bg="bg.muted">
      <Icon as={CLASS_ICON_COMPONENTS[icon]} boxSize="5" aria-hidden />
    </Box>
  );
}

function ThemeTile({ theme }: { theme: ClassTheme }) {
  return <Box h="8" w="full" rounded="md" style={{ background: themeBackground(theme) }} />;
}

function Preview({ values }: { values: ClassFormValues }) {
  const intl = useIntl();
  const look = { icon: values.icon, colour: values.colour, course_field: values.course_field, colors: CLASS_COLOURS[values.colour] };
  return (
    <Box
      rounded="lg"
      overflow="hidden"
      borderWidth="1px"
      data-testid="class-form-preview"
      role="img"
      aria-label={intl.formatMessage({ id: 'classes.form.preview' })}
    >
      <Box style={{ background: themeBackground(values.theme) }} color="white" px="4" py="3">
        <HStack gap="3">
          <ClassIconBubble look={look} size="10" />
          <Stack gap="0" minW="0" textAlign="start">
            <Heading as="p" size="sm" truncate>
              {values.name.trim() || intl.formatMessage({ id: 'classes.form.previewName' })}
            </Heading>
            <Text fontSize="xs" opacity={0.9}>
              <CourseFieldName field={values.course_field || null} />
            </Text>
          </Stack>
        </HStack>
      </Box>
    </Box>
  );
}
