import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Loading } from './Screen';

/** A QR code of `text`, drawn in the browser (no image request, nothing leaves the page). */
export const QrCode = ({ text, alt, testId }: { text: string; alt: string; testId: string }) => {
  const [image, setImage] = useState<string>();
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(text, { margin: 1, width: 440, errorCorrectionLevel: 'M' }).then((data) => {
      if (live) setImage(data);
    });
    return () => {
      live = false;
    };
  }, [text]);
  return <div className="qr">{image ? <img src={image} alt={alt} data-testid={testId} /> : <Loading />}</div>;
};
