// A transfer's receipt photo (docs/product/payments.md#bank-transfer-and-raast): checked and
// re-encoded as every uploaded photo is (the media module's encoder, given by api.ts), but kept under
// DATA_DIR/transfer-proofs, which no static route serves: only the transfers' own call reads
// it, for the transfer's customer and the business's desk.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const proofsDir = (dataDir: string) => path.join(dataDir, 'transfer-proofs');

/** Checks and re-encodes an uploaded photo (refusing what is not one). */
export type PhotoEncoder = (bytes: Buffer) => Promise<{ display: Buffer }>;

/** Encodes the uploaded file and stores it; its name under the proofs folder. */
export async function storeProof(
  encode: PhotoEncoder,
  dataDir: string,
  businessId: number,
  upload: string,
) {
  const photo = await encode(await readFile(upload));
  const name = path.join(String(businessId), `${randomBytes(12).toString('base64url')}.webp`);
  await mkdir(path.join(proofsDir(dataDir), String(businessId)), { recursive: true });
  await writeFile(path.join(proofsDir(dataDir), name), photo.display, { flag: 'wx' });
  return name;
}

export const readProof = (dataDir: string, name: string) =>
  readFile(path.join(proofsDir(dataDir), name));

export const removeProof = (dataDir: string, name: string) =>
  rm(path.join(proofsDir(dataDir), name), { force: true });
