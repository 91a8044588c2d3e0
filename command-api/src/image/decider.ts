import { DomainError } from '@shop/contracts';
import { event, type CommandOf, type Decider, type EventsOf } from '../decider';

// `image-{id}`: an uploaded file (RegisterImage, by POST /api/uploads once the bytes are on disk) and its resized
// copies (RecordImageResized, by the image worker). Views that point at the upload switch to the resized copy then.
export type ImageState = { status: 'none' | 'uploaded' | 'resized'; widths: number[] };

export type ImageCommand = CommandOf<'RegisterImage'> | CommandOf<'RecordImageResized'>;
export type ImageEvent = EventsOf<'ImageUploaded' | 'ImageResized'>;

export const imageDecider: Decider<ImageState, ImageCommand, ImageEvent> = {
  initialState: () => ({ status: 'none', widths: [] }),

  decide(command, state) {
    switch (command.type) {
      case 'RegisterImage':
        if (state.status !== 'none') throw new DomainError('concurrency.conflict');
        return [event('ImageUploaded', { ...command.data, uploadedAt: command.metadata.now })];
      case 'RecordImageResized': {
        if (state.status === 'none') throw new DomainError('image.not_found');
        const widths = [...new Set(command.data.widths)].sort((a, b) => a - b);
        if (state.status === 'resized' && JSON.stringify(state.widths) === JSON.stringify(widths)) return [];
        return [
          event('ImageResized', { imageId: command.data.imageId, widths, resizedAt: command.metadata.now }),
        ];
      }
    }
  },

  evolve(state, e) {
    switch (e.type) {
      case 'ImageUploaded':
        return { status: 'uploaded', widths: [] };
      case 'ImageResized':
        return { status: 'resized', widths: e.data.widths };
      default:
        return state;
    }
  },
};
