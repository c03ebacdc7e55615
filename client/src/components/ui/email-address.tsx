// An e-mail address as a person reads it: it may break either side of its @ or before a dot,
// and inside a piece only when that piece alone is wider than the line, so "owner@baraat.pk"
// is never split as "owner@bar / aat.pk" on a phone (styles/layout.css .email-address).
// Optionally a mailto: link.

/** The address in the pieces it may break between: either side of the @, before each dot. */
export function emailPieces(address: string): string[] {
  return address.split(/(?=@)|(?<=@)|(?=\.)/);
}

export function EmailAddress({ address, link = false }: { address: string; link?: boolean }) {
  let offset = 0;
  // Text and <wbr>s side by side: no element around a piece, so the address reads as one word.
  const text = emailPieces(address).flatMap((piece) => {
    const at = offset;
    offset += piece.length;
    return at === 0 ? [piece] : [<wbr key={at} />, piece];
  });
  return link ? (
    <a className="email-address" translate="no" dir="ltr" href={`mailto:${address}`}>
      {text}
    </a>
  ) : (
    <span className="email-address" translate="no" dir="ltr">
      {text}
    </span>
  );
}
