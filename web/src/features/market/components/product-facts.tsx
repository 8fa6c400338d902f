// The product's subject, grade, content type (and education level) as small badges.
import { Badge, HStack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { ProductSummary } from '@shared/schemas/market';

export function ProductFacts({ product, withLevel = false }: { product: ProductSummary; withLevel?: boolean }) {
  return (
    <HStack gap="1.5" wrap="wrap">
      <Badge variant="subtle" colorPalette="brand" data-testid="product-subject">
        <FormattedMessage id={`market.subject.${product.subject}`} />
      </Badge>
      <Badge variant="subtle" data-testid="product-grade">
        <FormattedMessage id="market.grade.value" values={{ grade: product.grade }} />
      </Badge>
      <Badge variant="outline" data-testid="product-type">
        <FormattedMessage id={`market.contentType.${product.content_type}`} />
      </Badge>
      {withLevel && (
        <Badge variant="outline" data-testid="product-level">
          <FormattedMessage id={`market.level.${product.education_level}`} />
        </Badge>
      )}
    </HStack>
  );
}
