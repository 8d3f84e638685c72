import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, twentieth round (skills): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('twentieth round: dictionary entries', () => {
  it('SHAP in capitals, not a word that starts with shap', () => {
    expect(english('Explained every churn score to the account team with SHAP plots.')).toContain('SHAP');
    expect(english('Helped shape the data roadmap; the shap of things to come.')).not.toContain('SHAP');
  });
  it('pyannote and speaker diarization, in English and in Chinese', () => {
    const tags = english('Built meeting transcripts: speaker diarization with pyannote.audio on top of Whisper.');
    expect(tags).toContain('pyannote');
    expect(tags).toContain('Speaker Diarization');
    expect(english('负责会议录音的说话人分离与语音转写。')).toContain('Speaker Diarization');
  });
  it('TensorFlow Recommenders as its own tool beside TensorFlow', () => {
    expect(english('Retrieval models in TensorFlow Recommenders for the home feed.')).toContain(
      'TensorFlow Recommenders',
    );
  });
  it('object detection by its Taiwanese name, written in traditional characters', () => {
    expect(english('以 YOLOv8 進行物件偵測，部署於邊緣裝置。')).toContain('Object Detection');
  });
});
