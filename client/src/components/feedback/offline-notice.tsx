/** Says that what is shown is the copy kept on this device (DESIGN.md §5). */
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
