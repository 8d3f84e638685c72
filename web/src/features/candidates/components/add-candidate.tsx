import type { ExtractedCandidateData } from '@tb/contracts';
import { type ReactNode, useState } from 'react';
import { PortfolioUploader } from './portfolio-uploader';
import { ResumeUploadCard } from './resume-upload-card';
import { ReviewForm, type ReviewSource } from './review-form';

/** Opens the review form with an extraction from elsewhere (the Load from Email card). */
export type ReviewCandidate = (data: ExtractedCandidateData, options?: { onSaved?: (id: string) => void }) => void;

export type LoadFromEmailSlot = ReactNode | ((reviewCandidate: ReviewCandidate) => ReactNode);

const EMPTY: ReviewSource = { data: null, duplicates: [] };

/** Add Candidate: Upload Resume, Load from Email (a slot), the portfolio uploader and the review form. */
export function AddCandidate(props: { loadFromEmail?: LoadFromEmailSlot; onOpenCandidate(id: string): void }) {
  const [source, setSource] = useState<ReviewSource>(EMPTY);
  // A new source remounts the form so it starts from that extraction.
  const [generation, setGeneration] = useState(0);
  const review = (next: ReviewSource) => {
    setSource(next);
    setGeneration((g) => g + 1);
  };
  const reviewCandidate: ReviewCandidate = (data, options) =>
    review({ data, duplicates: [], ...(options?.onSaved ? { onSaved: options.onSaved } : {}) });
  const { loadFromEmail } = props;
  return (
    <div className="tb-candidates__add">
      <ResumeUploadCard
        onExtracted={(answer, file) =>
          review({
            data: answer.extractedData,
            duplicates: answer.duplicates,
            file,
            ...(answer.readError ? { readError: answer.readError } : {}),
            ...(answer.warnings ? { warnings: answer.warnings } : {}),
          })
        }
      />
      {typeof loadFromEmail === 'function' ? loadFromEmail(reviewCandidate) : loadFromEmail}
      <ReviewForm
        key={generation}
        source={source}
        onDone={() => review(EMPTY)}
        onOpenCandidate={props.onOpenCandidate}
      />
      <PortfolioUploader />
    </div>
  );
}
