/** Says that what is shown is the copy kept on this device (docs/product/offline.md#the-promise). */
export function OfflineNotice({
  children = 'Offline — showing saved results',
}: {
  children?: string;
}) {
  return (
    <p className="offline-notice" role="status">
      {children}
    </p>
  );
}
