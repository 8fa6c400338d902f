// /imprint: the operator and how to reach it. The company details are placeholders until the
// operator publishes its own (lib/site/contact.ts) and say so; phone and e-mail are the footer's.
import { Badge, Box, Grid, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuInfo } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { OPERATOR, SUPPORT_EMAIL, SUPPORT_PHONE, supportPhoneHref } from '@/lib/site/contact';
import { LegalDocument } from '../components/legal-document';

function Row({ label, children, placeholder = false }: { label: ReactNode; children: ReactNode; placeholder?: boolean }) {
  return (
    <>
      <Text as="dt" fontWeight="semibold">
        {label}
      </Text>
      <Text as="dd" color="fg.muted" data-placeholder={placeholder || undefined}>
        {children}
        {placeholder && (
          <Badge ms="2" colorPalette="orange" variant="subtle" size="sm">
            <FormattedMessage id="site.legal.placeholder" />
          </Badge>
        )}
      </Text>
    </>
  );
}

export default function ImprintRoute() {
  const intl = useIntl();
  const ar = intl.locale === 'ar';
  const operator = (
    <Box data-testid="imprint-operator">
      <Box display="flex" gap="2" alignItems="flex-start" p="3" mb="4" rounded="md" bg="orange.subtle" color="orange.fg" fontSize="sm">
        <Box as="span" mt="0.5" aria-hidden>
          <LuInfo />
        </Box>
        <FormattedMessage id="site.legal.imprint.placeholderNote" />
      </Box>
      <Grid as="dl" templateColumns={{ base: '1fr', sm: 'minmax(10rem, auto) 1fr' }} columnGap="6" rowGap="2">
        <Row label={<FormattedMessage id="site.legal.imprint.name" />} placeholder>
          {ar ? OPERATOR.nameAr : OPERATOR.name}
        </Row>
        <Row label={<FormattedMessage id="site.legal.imprint.address" />} placeholder>
          {ar ? OPERATOR.addressAr : OPERATOR.address}
        </Row>
        <Row label={<FormattedMessage id="site.legal.imprint.registration" />} placeholder>
          <bdi>{OPERATOR.registration}</bdi>
        </Row>
        <Row label={<FormattedMessage id="site.legal.imprint.vat" />} placeholder>
          <bdi>{OPERATOR.vat}</bdi>
        </Row>
        <Row label={<FormattedMessage id="site.legal.imprint.representative" />} placeholder>
          {ar ? OPERATOR.representativeAr : OPERATOR.representative}
        </Row>
        <Row label={<FormattedMessage id="site.legal.imprint.phone" />}>
          <Link href={supportPhoneHref()} dir="ltr" color="brand.fg" data-testid="imprint-phone">
            {SUPPORT_PHONE}
          </Link>
        </Row>
        <Row label={<FormattedMessage id="site.legal.imprint.email" />}>
          <Link href={`mailto:${SUPPORT_EMAIL}`} dir="ltr" color="brand.fg" data-testid="imprint-email">
            {SUPPORT_EMAIL}
          </Link>
        </Row>
        <Row label={<FormattedMessage id="site.legal.imprint.privacyEmail" />}>
          <Link href={`mailto:${OPERATOR.privacyEmail}`} dir="ltr" color="brand.fg">
            {OPERATOR.privacyEmail}
          </Link>
        </Row>
      </Grid>
    </Box>
  );
  return (
    <LegalDocument
      doc="imprint"
      path="/imprint"
      lead={[{ id: 'operator', title: intl.formatMessage({ id: 'site.legal.imprint.operator' }), content: operator }]}
    />
  );
}
