// Upload content (/market/seller/upload, teachers): the product form, then the success screen
// telling the seller the product is pending and review takes 24 to 48 hours.
import { useState } from 'react';
import type { ProductDetail } from '@shared/schemas/market';
import { SellerPage } from '../components/seller-page';
import { UploadForm } from '../components/upload-form';
import { UploadSuccess } from '../components/upload-success';

export default function SellerUploadRoute() {
  const [done, setDone] = useState<ProductDetail | null>(null);
  const [round, setRound] = useState(0);
  return (
    <SellerPage titleId="seller.upload.title" subtitleId="seller.upload.subtitle" testId="seller-upload-route">
      {done ? (
        <UploadSuccess
          product={done}
          onAnother={() => {
            setDone(null);
            setRound((value) => value + 1);
          }}
        />
      ) : (
        <UploadForm key={round} onDone={setDone} />
      )}
    </SellerPage>
  );
}
