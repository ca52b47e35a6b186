import { caseStudy } from '../case-study';
import { aspects } from '../photo-record';

const { wide } = aspects;

export default caseStudy({
  slug: 'were-fans-too',
  project: "We're Fans Too",
  client: 'A regional bank',
  subtitle: 'Video series',
  description:
    'A video series for a regional bank that turns the camera on its own tellers, advisers and managers, who cheer for the same teams as their customers.',
  tile: {
    position: 4,
    alt: 'Bank staff in team jerseys cheering together',
    categories: ['photography', 'video'],
    pages: ['work', 'gallery'],
    backgroundSize: 'cover',
    backgroundPosition: '50% 30%',
  },
  photos: {
    'video-were-fans-too': { aspect: wide, alt: "We're Fans Too video" },
  },
  sections: [
    {
      kind: 'text',
      paragraphs: [
        'This series turned the camera on the bank’s own people: tellers, advisers and managers who follow the same teams as their customers. Short, upbeat episodes showed that the staff cheer from the same stands.',
      ],
    },
    {
      kind: 'video',
      videos: [
        {
          youtubeId: 'wF2tOo8kQ1r',
          title: "We're Fans Too: staff cheer for the home team",
          poster: 'video-were-fans-too',
        },
      ],
    },
  ],
});
