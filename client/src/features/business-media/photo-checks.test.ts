import { MEDIA_MAX_FILE_BYTES, MEDIA_TEXTS } from '@baraat/shared/constants/business-media';
import { describe, expect, it } from 'vitest';
import { photoProblem } from './photo-checks';

describe('photoProblem', () => {
  it('accepts a JPEG, PNG or WebP of at most 5 MB while fewer than 10 photos exist', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/webp']) {
      expect(photoProblem({ type, size: MEDIA_MAX_FILE_BYTES }, 9)).toBeNull();
    }
  });

  it('refuses other types, larger files and an 11th photo with the spec’s texts', () => {
    expect(photoProblem({ type: 'image/svg+xml', size: 10 }, 0)).toBe(MEDIA_TEXTS.invalidType);
    expect(photoProblem({ type: 'image/gif', size: 10 }, 0)).toBe(MEDIA_TEXTS.invalidType);
    expect(photoProblem({ type: 'image/png', size: MEDIA_MAX_FILE_BYTES + 1 }, 0)).toBe(
      MEDIA_TEXTS.tooLarge,
    );
    expect(photoProblem({ type: 'image/png', size: 10 }, 10)).toBe(MEDIA_TEXTS.tooMany);
  });
});
