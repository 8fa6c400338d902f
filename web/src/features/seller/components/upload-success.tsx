// After the upload: the product is pending review, which takes 24 to 48 hours.
import { Button, Card, Circle, HStack, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck, LuPackage, LuUpload } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { MARKET } from '@shared/constants';
import type { ProductDetail } from '@shared/schemas/market';
import { ProductStatusBadge } from './status-badges';

export function UploadSuccess({ product, onAnother }: { product: ProductDetail; onAnother: () => void }) {
  return (
    <Card.Root variant="outline" data-testid="upload-success" data-product-id={product.id} role="status">
      <Card.Body alignItems="center" textAlign="center" gap="4" py="10">
        <Circle size="16" bg="green.subtle" color="green.fg">
          <Icon as={LuCircleCheck} boxSize="8" aria-hidden />
        </Circle>
        <Stack gap="2" align="center" maxW="lg">
          <Heading as="h2" size="xl">
            <FormattedMessage id="seller.success.title" />
          </Heading>
          <HStack gap="2" justify="center" wrap="wrap">
            <Text fontWeight="medium" dir="auto">
              {product.title}
            </Text>
            <ProductStatusBadge status={product.status} testId="upload-success-status" />
          </HStack>
          <Text color="fg.muted">
            <FormattedMessage id="seller.success.body" values={{ min: MARKET.reviewHours.min, max: MARKET.reviewHours.max }} />
          </Text>
        </Stack>
        <HStack gap="3" justify="center" wrap="wrap">
          <Button asChild colorPalette="brand" data-testid="upload-success-products">
            <RouterLink to="/market/seller">
              <LuPackage aria-hidden />
              <FormattedMessage id="seller.success.toProducts" />
            </RouterLink>
          </Button>
          <Button variant="outline" onClick={onAnother} data-testid="upload-success-another">
            <LuUpload aria-hidden />
            <FormattedMessage id="seller.success.another" />
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
