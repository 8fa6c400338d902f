// /admin/blogs/new and /admin/blogs/:blogId: the article editor (docs/site.md 1). Title, slug
// (follows the title until edited), language (the content's direction), excerpt, Markdown with a
// live preview, cover, tags, FAQs, related articles, SEO texts, status and scheduling. Checked
// in the browser with the server's codes, then by the server (its refusals land on the fields).
// Leaving with unsaved changes asks first. Test ids: blog-editor, blog-editor-{title,slug,language,
// excerpt,tags,status,publish-at,save,delete}, blog-editor-{field}-error, blog-editor-view,
// blog-editor-load-error, blog-editor-delete-dialog, blog-editor-leave-dialog (+ -confirm, -cancel),
// and those of markdown-editor, cover-field, faq-editor, related-picker and seo-fields.
import { Button, Card, Field, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LuArrowLeft, LuArrowRight, LuExternalLink, LuSave, LuTrash2 } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useBlocker, useNavigate, useParams } from 'react-router-dom';
import { BLOGS } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageLoader } from '@/components/ui/page-loader';
import { RetryMessage } from '@/components/ui/retry-message';
import { SelectInput } from '@/components/ui/select-field';
import { toaster } from '@/components/ui/toaster';
import { AdminPage } from '@/components/admin/admin-page';
import { ApiRequestError, errorMessageRef, fieldErrorCodes, formatError, type MessageRef } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { CREATE_BLOG_FAILED, createBlog } from '../api/create-blog';
import { DELETE_BLOG_FAILED, deleteBlog } from '../api/delete-blog';
import { GET_BLOG_FAILED, getAdminBlog } from '../api/get-admin-blog';
import { UPDATE_BLOG_FAILED, updateBlog } from '../api/update-blog';
import { BlogStatusBadge } from '../components/admin-blog-row';
import { CoverField } from '../components/cover-field';
import { FaqEditor } from '../components/faq-editor';
import { MarkdownEditor } from '../components/markdown-editor';
import { RelatedPicker } from '../components/related-picker';
import { SeoFields } from '../components/seo-fields';
import {
  checkBlogForm, emptyBlogForm, formFromBlog, formSnapshot, parseTags, serverFieldErrors, toBlogInput, toLocalInput, withSlug, withTitle,
  type BlogField, type BlogForm, type BlogFormErrors,
} from '../lib/blog-form';
import { BLOG_LANGUAGES, BLOG_STATUSES, type AdminBlog, type BlogLanguage, type BlogStatus } from '../lib/blog-types';

/** 'Error fetching blog', then the reason when it says more. */
const loadErrorText = (title: string, detail: string) => (detail === title ? title : `${title}: ${detail}`);

export default function AdminBlogEditorRoute() {
  const { blogId } = useParams();
  const intl = useIntl();
  const loaded = useRemote(blogId ? `blog:${blogId}` : null, (signal) => getAdminBlog(blogId!, signal));
  if (!blogId) return <BlogEditor key="new" blog={null} defaultLanguage={intl.locale.startsWith('en') ? 'en' : 'ar'} />;
  if (loaded.status === 'loading') return <PageLoader fullPage={false} />;
  if (loaded.status === 'error') {
    return (
      <AdminPage testId="blog-editor" title={<FormattedMessage id="blogAdmin.editor.editTitle" />} description={<FormattedMessage id="blogAdmin.editor.description" />}>
        <RetryMessage
          message={loadErrorText(intl.formatMessage(GET_BLOG_FAILED), formatError(intl, loaded.error, GET_BLOG_FAILED))}
          retryLabel={<FormattedMessage id="blogAdmin.common.retry" />}
          onRetry={loaded.reload}
          testId="blog-editor-load-error"
        />
        <Button asChild variant="outline" alignSelf="flex-start">
          <RouterLink to="/admin/blogs">
            <FormattedMessage id="blogAdmin.editor.back" />
          </RouterLink>
        </Button>
      </AdminPage>
    );
  }
  return <BlogEditor key={blogId} blog={loaded.data} defaultLanguage={loaded.data.language} />;
}

function FieldError({ code, field }: { code?: ErrorCode; field: string }) {
  const intl = useIntl();
  return code ? <Field.ErrorText data-testid={`blog-editor-${field}-error`}>{intl.formatMessage(errorMessageRef(code))}</Field.ErrorText> : null;
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Header pb="0">
        <Card.Title textAlign="start">{title}</Card.Title>
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}

function BlogEditor({ blog, defaultLanguage }: { blog: AdminBlog | null; defaultLanguage: BlogLanguage }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const rtlUi = intl.locale.startsWith('ar');
  const [current, setCurrent] = useState<AdminBlog | null>(blog);
  const [form, setForm] = useState<BlogForm>(() => (blog ? formFromBlog(blog) : emptyBlogForm(defaultLanguage)));
  const [saved, setSaved] = useState(() => formSnapshot(form));
  const [tagsLine, setTagsLine] = useState(form.tags.join(', '));
  const [errors, setErrors] = useState<BlogFormErrors>({});
  const [busy, setBusy] = useState<'saving' | 'deleting' | null>(null);
  const [coverBusy, setCoverBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const leaving = useRef(false);
  const dirty = formSnapshot(form) !== saved;
  const dir = form.language === 'ar' ? 'rtl' : 'ltr';
  const relatedTitles = useMemo(() => Object.fromEntries((blog?.related ?? []).map((item) => [item.id, item.title])), [blog]);

  const change = (next: Partial<BlogForm>, cleared: BlogField[] = []) => {
    setForm((previous) => ({ ...previous, ...next }));
    if (cleared.length) setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([key]) => !cleared.includes(key as BlogField))));
  };

  // Leaving with unsaved changes asks first (in-app navigation) or warns (closing the tab).
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const failToast = (error: unknown, fallback: MessageRef) => {
    const title = intl.formatMessage(fallback);
    const detail = formatError(intl, error, fallback);
    toaster.create({ type: 'error', title, description: detail === title ? undefined : detail });
  };

  const focusFirstError = () =>
    window.setTimeout(() => document.querySelector<HTMLElement>('[data-testid="blog-editor"] [aria-invalid="true"], [data-testid="blog-editor"] [data-invalid] input, [data-testid="blog-editor"] [data-invalid] textarea')?.focus(), 0);

  const save = async () => {
    if (busy || coverBusy) return;
    const checked = checkBlogForm(form);
    if (Object.keys(checked).length > 0) {
      setErrors(checked);
      focusFirstError();
      toaster.create({ type: 'error', title: intl.formatMessage(current ? UPDATE_BLOG_FAILED : CREATE_BLOG_FAILED), description: intl.formatMessage({ id: 'blogAdmin.editor.fixFirst' }) });
      return;
    }
    setBusy('saving');
    setErrors({});
    const input = toBlogInput(form);
    try {
      if (current) {
        const updated = await updateBlog(current.id, input);
        const next = formFromBlog({ ...updated, faqs: updated.faqs ?? input.faqs ?? [] });
        setCurrent(updated);
        setForm(next);
        setSaved(formSnapshot(next));
        toaster.create({ type: 'success', title: intl.formatMessage({ id: 'blogAdmin.toast.updated' }) });
      } else {
        const created = await createBlog(input);
        setSaved(formSnapshot(form));
        toaster.create({ type: 'success', title: intl.formatMessage({ id: 'blogAdmin.toast.created' }) });
        leaving.current = true;
        navigate(`/admin/blogs/${encodeURIComponent(created.id)}`, { replace: true });
      }
    } catch (error) {
      if (error instanceof ApiRequestError) {
        const onFields = serverFieldErrors(error.code, fieldErrorCodes(error.fields));
        if (Object.keys(onFields).length > 0) {
          setErrors(onFields);
          focusFirstError();
        }
      }
      failToast(error, current ? UPDATE_BLOG_FAILED : CREATE_BLOG_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!current) return;
    setBusy('deleting');
    try {
      await deleteBlog(current.id);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'blogAdmin.toast.deleted' }) });
      leaving.current = true;
      navigate('/admin/blogs', { replace: true });
    } catch (error) {
      failToast(error, DELETE_BLOG_FAILED);
      setBusy(null);
      setConfirmDelete(false);
    }
  };

  const statusOptions = BLOG_STATUSES.map((status) => ({ value: status, label: intl.formatMessage({ id: `blogAdmin.status.${status}` }) }));
  const languageOptions = BLOG_LANGUAGES.map((language) => ({ value: language, label: intl.formatMessage({ id: `blogAdmin.language.${language}` }) }));
  const BackIcon = rtlUi ? LuArrowRight : LuArrowLeft;

  return (
    <AdminPage
      testId="blog-editor"
      title={<FormattedMessage id={current ? 'blogAdmin.editor.editTitle' : 'blogAdmin.editor.newTitle'} />}
      description={<FormattedMessage id="blogAdmin.editor.description" />}
      actions={
        <HStack gap="2" wrap="wrap">
          {current && <BlogStatusBadge status={current.status} />}
          <Button asChild variant="ghost" size="sm">
            <RouterLink to="/admin/blogs" data-testid="blog-editor-back">
              <BackIcon aria-hidden />
              <FormattedMessage id="blogAdmin.editor.back" />
            </RouterLink>
          </Button>
          {current?.status === 'published' && (
            <Button asChild variant="outline" size="sm">
              <RouterLink to={`/blog/${encodeURIComponent(current.slug)}`} target="_blank" data-testid="blog-editor-view">
                <LuExternalLink aria-hidden />
                <FormattedMessage id="blogAdmin.list.view" />
              </RouterLink>
            </Button>
          )}
        </HStack>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="5">
          <Section title={<FormattedMessage id="blogAdmin.editor.section.article" />}>
            <Field.Root invalid={!!errors.title} required>
              <Field.Label>
                <FormattedMessage id="blogAdmin.editor.title" />
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                value={form.title}
                dir={dir}
                maxLength={BLOGS.titleMaxLength}
                onChange={(event) => {
                  const title = event.target.value;
                  setForm((previous) => withTitle(previous, title));
                  change({}, ['title', 'slug']);
                }}
                data-testid="blog-editor-title"
              />
              <FieldError code={errors.title} field="title" />
            </Field.Root>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field.Root invalid={!!errors.slug}>
                <Field.Label>
                  <FormattedMessage id="blogAdmin.editor.slug" />
                </Field.Label>
                <Input
                  value={form.slug}
                  dir="auto"
                  maxLength={BLOGS.slugMaxLength}
                  onChange={(event) => {
                    const slug = event.target.value;
                    setForm((previous) => withSlug(previous, slug));
                    change({}, ['slug']);
                  }}
                  data-testid="blog-editor-slug"
                />
                <Field.HelperText>
                  <FormattedMessage id="blogAdmin.editor.slugHelp" />
                </Field.HelperText>
                <FieldError code={errors.slug} field="slug" />
              </Field.Root>
              <Field.Root invalid={!!errors.language}>
                <Field.Label>
                  <FormattedMessage id="blogAdmin.editor.language" />
                </Field.Label>
                <SelectInput value={form.language} options={languageOptions} onChange={(value) => change({ language: value as BlogLanguage }, ['language'])} testId="blog-editor-language" />
                <Field.HelperText>
                  <FormattedMessage id="blogAdmin.editor.languageHelp" />
                </Field.HelperText>
                <FieldError code={errors.language} field="language" />
              </Field.Root>
            </SimpleGrid>
            <Field.Root invalid={!!errors.excerpt}>
              <Field.Label w="full" justifyContent="space-between">
                <FormattedMessage id="blogAdmin.editor.excerpt" />
                <Text as="span" fontSize="xs" color={form.excerpt.trim().length > BLOGS.excerptMaxLength ? 'fg.error' : 'fg.muted'}>
                  <FormattedMessage id="blogAdmin.editor.seo.counter" values={{ length: intl.formatNumber(form.excerpt.trim().length), max: intl.formatNumber(BLOGS.excerptMaxLength) }} />
                </Text>
              </Field.Label>
              <Textarea value={form.excerpt} dir={dir} rows={2} onChange={(event) => change({ excerpt: event.target.value }, ['excerpt'])} data-testid="blog-editor-excerpt" />
              <FieldError code={errors.excerpt} field="excerpt" />
            </Field.Root>
          </Section>

          <MarkdownEditor
            title={form.title}
            value={form.content}
            language={form.language}
            error={errors.content}
            onChange={(content) => change({ content }, ['content'])}
            label={<FormattedMessage id="blogAdmin.editor.content" />}
          />

          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
            <Stack gap="5">
              <Section title={<FormattedMessage id="blogAdmin.editor.section.publishing" />}>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <Field.Root invalid={!!errors.status}>
                    <Field.Label>
                      <FormattedMessage id="blogAdmin.editor.status" />
                    </Field.Label>
                    <SelectInput value={form.status} options={statusOptions} onChange={(value) => change({ status: value as BlogStatus }, ['status', 'publishAt'])} testId="blog-editor-status" />
                    <FieldError code={errors.status} field="status" />
                  </Field.Root>
                  {form.status === 'scheduled' && (
                    <Field.Root invalid={!!errors.publishAt} required>
                      <Field.Label>
                        <FormattedMessage id="blogAdmin.editor.publishAt" />
                      </Field.Label>
                      <Input
                        type="datetime-local"
                        value={form.publishAt}
                        min={toLocalInput(new Date().toISOString())}
                        onChange={(event) => change({ publishAt: event.target.value }, ['publishAt'])}
                        data-testid="blog-editor-publish-at"
                      />
                      <FieldError code={errors.publishAt} field="publish-at" />
                    </Field.Root>
                  )}
                </SimpleGrid>
                <Text fontSize="sm" color="fg.muted" textAlign="start">
                  <FormattedMessage id={`blogAdmin.editor.statusHelp.${form.status}`} />
                </Text>
                <Field.Root invalid={!!errors.tags}>
                  <Field.Label>
                    <FormattedMessage id="blogAdmin.editor.tags" />
                  </Field.Label>
                  <Input
                    value={tagsLine}
                    dir={dir}
                    onChange={(event) => {
                      setTagsLine(event.target.value);
                      change({ tags: parseTags(event.target.value) }, ['tags']);
                    }}
                    data-testid="blog-editor-tags"
                  />
                  <Field.HelperText>
                    <FormattedMessage id="blogAdmin.editor.tagsHelp" values={{ max: BLOGS.maxTags, length: BLOGS.tagMaxLength }} />
                  </Field.HelperText>
                  <FieldError code={errors.tags} field="tags" />
                </Field.Root>
              </Section>
              <Section title={<FormattedMessage id="blogAdmin.editor.section.cover" />}>
                <CoverField
                  cover={form.cover}
                  alt={form.coverAlt}
                  dir={dir}
                  error={errors.cover}
                  onCover={(cover, error) => {
                    change({ cover }, ['cover']);
                    if (error) setErrors((previous) => ({ ...previous, cover: error }));
                  }}
                  onAlt={(coverAlt) => change({ coverAlt })}
                  onBusy={setCoverBusy}
                />
              </Section>
            </Stack>
            <Stack gap="5">
              <Section title={<FormattedMessage id="blogAdmin.editor.section.faqs" />}>
                <FaqEditor faqs={form.faqs} dir={dir} error={errors.faqs} onChange={(faqs) => change({ faqs }, ['faqs'])} />
              </Section>
              <Section title={<FormattedMessage id="blogAdmin.editor.section.related" />}>
                <RelatedPicker selfId={current?.id ?? null} ids={form.relatedIds} titles={relatedTitles} error={errors.related} onChange={(relatedIds) => change({ relatedIds }, ['related'])} />
              </Section>
              <Section title={<FormattedMessage id="blogAdmin.editor.section.seo" />}>
                <SeoFields
                  title={form.seoTitle}
                  description={form.seoDescription}
                  fallbackTitle={form.title}
                  fallbackDescription={form.excerpt}
                  slug={form.slug}
                  dir={dir}
                  error={errors.seo}
                  onChange={(next) => change(next, ['seo'])}
                />
              </Section>
            </Stack>
          </SimpleGrid>

          <HStack
            position="sticky"
            bottom="0"
            zIndex="docked"
            bg="bg"
            borderTopWidth="1px"
            py="3"
            justify="space-between"
            gap="3"
            wrap="wrap"
          >
            <Text fontSize="sm" color={dirty ? 'fg.warning' : 'fg.muted'} data-testid="blog-editor-state">
              <FormattedMessage id={dirty ? 'blogAdmin.editor.unsaved' : 'blogAdmin.editor.saved'} />
            </Text>
            <HStack gap="2">
              {current && (
                <Button variant="outline" colorPalette="red" disabled={busy !== null} onClick={() => setConfirmDelete(true)} data-testid="blog-editor-delete">
                  <LuTrash2 aria-hidden />
                  <FormattedMessage id="blogAdmin.editor.delete" />
                </Button>
              )}
              <Button type="submit" colorPalette="brand" loading={busy === 'saving'} disabled={busy !== null || coverBusy} data-testid="blog-editor-save">
                <LuSave aria-hidden />
                <FormattedMessage id={form.status === 'published' && current?.status !== 'published' ? 'blogAdmin.editor.publish' : 'blogAdmin.editor.save'} />
              </Button>
            </HStack>
          </HStack>
        </Stack>
      </form>

      <ConfirmDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
        busy={busy === 'deleting'}
        title={<FormattedMessage id="blogAdmin.delete.title" />}
        body={<FormattedMessage id="blogAdmin.delete.body" values={{ title: <bdi>{current?.title ?? ''}</bdi> }} />}
        confirmLabel={<FormattedMessage id="blogAdmin.delete.confirm" />}
        cancelLabel={<FormattedMessage id="blogAdmin.common.cancel" />}
        testId="blog-editor-delete-dialog"
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
        busy={false}
        title={<FormattedMessage id="blogAdmin.leave.title" />}
        body={<FormattedMessage id="blogAdmin.leave.body" />}
        confirmLabel={<FormattedMessage id="blogAdmin.leave.confirm" />}
        cancelLabel={<FormattedMessage id="blogAdmin.common.cancel" />}
        testId="blog-editor-leave-dialog"
      />
    </AdminPage>
  );
}
