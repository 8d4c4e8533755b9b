import { contentDataSchemas } from '@academy/contracts/content-data';
import type { Locale } from '@academy/contracts/rules';
import { AppError } from '../../lib/app-error';
import type { MediaSigner } from '../../lib/media-signature';
import { buildWebVtt } from '../../lib/webvtt';
import { captionCues, captionsPath } from './content.presenter';
import type { LearningRepository } from './learning.repository';

/**
 * A video's captions as WebVTT, built from its passages. A `<track>` cannot send the learner's
 * token, so the signed link the content call handed out is the proof of access (decision
 * 0007): checked first, for this very video and language. Then the video must still be in a
 * public course and have captions in that language.
 */
export function createLessonCaptions(repository: LearningRepository, signer: MediaSigner) {
  return async (
    contentId: number,
    language: Locale,
    link: { expires?: string | undefined; sig?: string | undefined },
  ): Promise<string> => {
    if (!signer.isValid(captionsPath(contentId, language), link.expires, link.sig)) {
      throw new AppError('FORBIDDEN');
    }
    const row = await repository.contentForViewer(contentId, null);
    if (!row || row.isOpen === null || row.content.type !== 'video') {
      throw new AppError('NOT_FOUND');
    }
    const cues = captionCues(contentDataSchemas.video.parse(row.content.contentData), language);
    if (cues.length === 0) throw new AppError('NOT_FOUND');
    return buildWebVtt(cues);
  };
}
