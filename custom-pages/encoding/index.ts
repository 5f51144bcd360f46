// The encoding queue's pages (section 'encoding') and the 'Flux vidéo' tab of a Video record.
export { InProgressPage, ErrorPage, AllPage } from './EncodingQueuePage';
