// Every error the API can answer with: a stable code (the web app's message id is
// `errors.<code>`), its HTTP status and the spec's English text.

export const ERRORS = {
  // Validation (spec 000 section 5)
  'validation/all-fields-required': { status: 400, message: 'All fields are required.' },
  'validation/password-too-short': { status: 400, message: 'Password must be at least 7 characters long.' },
  'validation/passwords-mismatch': { status: 400, message: 'Passwords do not match.' },
  'validation/terms-required': { status: 400, message: 'Please accept the terms and conditions.' },
  'validation/invalid-email': { status: 400, message: 'Please enter a valid email address.' },
  'validation/invalid-code': { status: 400, message: 'Please enter a valid 6-digit code' },
  'validation/invalid-input': { status: 400, message: 'Some fields are invalid.' },
  'validation/malformed-json': { status: 400, message: 'The request body is not valid JSON.' },
  'validation/unsupported-media-type': { status: 415, message: 'Send the request body as JSON.' },
  'validation/payload-too-large': { status: 413, message: 'The request body is too large.' },
  'validation/invalid-id': { status: 400, message: 'This link or id is not valid.' },

  // Accounts (spec 000 section 8)
  'auth/signup-failed': { status: 400, message: 'Signup failed' },
  'auth/email-taken': { status: 409, message: 'An account with this email already exists.' },
  'auth/invalid-credentials': { status: 401, message: 'Invalid Email or Password' },
  'auth/email-not-verified': { status: 403, message: 'Please verify your email with the code we sent you.' },
  'auth/otp-failed': { status: 400, message: 'OTP verification failed' },
  'auth/otp-expired': { status: 400, message: 'This code has expired. Request a new code.' },
  'auth/otp-too-many-attempts': { status: 429, message: 'Too many wrong codes. Request a new code.' },
  'auth/otp-resend-too-soon': { status: 429, message: 'Please wait a minute before requesting another code.' },
  'auth/not-authenticated': { status: 401, message: 'Not authenticated' },
  'auth/no-token': { status: 401, message: 'No auth token found' },
  'auth/refresh-failed': { status: 401, message: 'Your session has ended. Please log in again.' },
  'auth/reset-failed': { status: 400, message: 'Password reset request failed' },
  'auth/reset-link-invalid': { status: 400, message: 'This reset link is invalid or has expired.' },
  'auth/wrong-password': { status: 400, message: 'The current password is not correct.' },
  'auth/forbidden': { status: 403, message: 'You do not have permission to do this.' },
  'auth/account-required': { status: 403, message: 'Log in with a verified account to do this.' },

  // Profile and preferences
  'user/not-found': { status: 404, message: 'Error fetching user data' },
  'user/update-failed': { status: 400, message: 'Error updating user' },
  'user/role-not-selectable': { status: 403, message: 'The administrator role cannot be self-selected.' },
  'user/role-already-set': { status: 409, message: 'Your role is already set.' },

  // Sparks
  'wallet/insufficient-sparks': { status: 402, message: 'Insufficient sparks: {needed} more needed.' },
  'wallet/operation-conflict': { status: 409, message: 'This operation id was already used for a different operation.' },

  // Payments (HyperPay), the marketplace and exchange (docs/market.md)
  'payment/package-not-found': { status: 404, message: 'Error fetching packages' },
  'payment/create-failed': { status: 502, message: 'Error creating purchase' },
  'payment/verify-failed': { status: 502, message: 'Failed to verify payment.' },
  'payment/invalid-resource-path': { status: 400, message: 'Failed to verify payment.' },
  'payment/not-found': { status: 404, message: 'Failed to verify payment.' },
  'payment/pending': { status: 409, message: 'Your payment is still being processed. Your sparks will be added once it is confirmed.' },
  // A notice, not an error answer: the `code` of a declined verification (200, status 'failed').
  'payment/declined': { status: 402, message: 'Your card was declined and nothing was charged. You can try another card.' },
  'market/not-found': { status: 404, message: 'This product is not available.' },
  'market/sellers-only': { status: 403, message: 'Only teachers can sell content.' },
  'market/not-owner': { status: 403, message: 'You can only change your own products.' },
  'market/not-editable': { status: 409, message: 'Only products waiting for review can be edited.' },
  'market/preview-too-large': { status: 413, message: 'Preview image size must be less than 2MB' },
  'market/preview-required': { status: 400, message: 'Please add a preview image.' },
  'market/image-type': { status: 415, message: 'Images must be JPEG, PNG or GIF.' },
  'market/gallery-too-large': { status: 413, message: 'Each gallery image must be less than 2MB.' },
  'market/gallery-too-many': { status: 400, message: 'You can add up to 5 gallery images.' },
  'market/content-required': { status: 400, message: 'Please upload a content file' },
  'market/content-type': { status: 415, message: 'Please upload a PDF, DOCX, PPTX, or ZIP file' },
  'market/content-too-large': { status: 413, message: 'The content file must be 50MB or smaller.' },
  'market/invalid-price': { status: 400, message: 'The price must be a whole number of sparks from 0 to 100000.' },
  'market/invalid-grade': { status: 400, message: 'Please choose a grade from 7 to 12.' },
  'market/upload-not-found': { status: 404, message: 'This upload has expired. Please start again.' },
  'market/insufficient-balance': { status: 402, message: 'Insufficient balance for this purchase' },
  'market/promo-not-spendable': {
    status: 402,
    message: 'Welcome sparks cannot pay for marketplace products. {available} sparks are available for the marketplace: {needed} more needed.',
  },
  'market/already-purchased': { status: 409, message: 'You already own this product.' },
  'market/unavailable': { status: 409, message: 'A product in your cart is no longer available.' },
  'market/own-product': { status: 400, message: 'You cannot buy your own product.' },
  'market/price-changed': { status: 409, message: 'Prices changed since you opened your cart. Please check the new total.' },
  'market/cart-empty': { status: 400, message: 'Your cart is empty.' },
  'market/not-purchased': { status: 403, message: 'Buy this product to download it.' },
  'market/link-invalid': { status: 403, message: 'This download link is not valid. Open the download again from your purchases.' },
  'market/link-expired': { status: 410, message: 'This download link has expired. Open the download again from your purchases.' },
  'market/reject-reason-required': { status: 400, message: 'Please give a reason for the rejection.' },
  'market/admins-only': { status: 403, message: 'Only administrators can review products.' },
  'exchange/minimum': { status: 400, message: 'The minimum exchange is 300 sparks.' },
  'exchange/invalid-iban': { status: 400, message: 'Please enter a valid Saudi IBAN (SA followed by 22 digits); check it for typos.' },
  'exchange/not-found': { status: 404, message: 'This exchange request no longer exists.' },
  'exchange/already-decided': { status: 409, message: 'This exchange request was already processed.' },
  'exchange/sellers-only': { status: 403, message: 'Only sellers can exchange sparks.' },
  'exchange/exceeds-earned': {
    status: 422,
    message: 'Only sparks earned from sales can be exchanged; bought or granted sparks cannot. You can exchange up to {exchangeable} sparks.',
  },

  // Courses (spec 001 sections 4, 5 and 8; docs/courses.md)
  'course/not-found': { status: 404, message: 'Error fetching course' },
  'course/chapter-not-found': { status: 404, message: 'This chapter no longer exists.' },
  'course/lesson-not-found': { status: 404, message: 'This lesson no longer exists.' },
  'course/teachers-only': { status: 403, message: 'Only teachers can create courses.' },
  'course/not-owner': { status: 403, message: 'You can only change your own courses.' },
  'course/admins-only': { status: 403, message: 'Only administrators can review courses.' },
  'course/not-editable': { status: 409, message: 'Move this course back to Draft before changing it.' },
  'course/cannot-move': { status: 409, message: 'Course cannot move to {status}' },
  'course/unknown-status': { status: 400, message: 'Unknown status: {status}' },
  'course/bulk-blocked': { status: 409, message: 'Course cannot move to {status}: {courseIds}' },
  'course/reject-reason-required': { status: 400, message: 'Please give a reason for the rejection.' },
  'course/title-required': { status: 400, message: 'Course title is required' },
  'course/description-required': { status: 400, message: 'Course description is required' },
  'course/category-required': { status: 400, message: 'Category is required' },
  'course/level-required': { status: 400, message: 'Level is required' },
  'course/invalid-price': { status: 400, message: 'Price must be a valid number' },
  'course/invalid-duration': { status: 400, message: 'Duration must be a valid number' },
  'course/chapter-title-required': { status: 400, message: 'Chapter title is required' },
  'course/lesson-title-required': { status: 400, message: 'Lesson title is required' },
  'course/invalid-lesson-type': { status: 400, message: 'Lesson type must be video, document, quiz or assignment.' },
  'course/too-many-chapters': { status: 409, message: 'A course can have up to {max} chapters.' },
  'course/too-many-lessons': { status: 409, message: 'A chapter can have up to {max} lessons.' },
  'course/order-mismatch': { status: 409, message: 'The course changed while you were reordering it. Please reload and try again.' },
  'course/file-mismatch': { status: 400, message: 'This file does not fit the lesson: videos need an MP4, documents a PDF.' },
  'course/quiz-not-found': { status: 404, message: 'This quiz no longer exists or is not yours.' },
  'course/upload-kind': { status: 400, message: 'Choose a thumbnail, a video or a document to upload.' },
  'course/thumbnail-type': { status: 415, message: 'The thumbnail must be a JPEG, PNG, WebP or GIF image.' },
  'course/thumbnail-too-large': { status: 413, message: 'The thumbnail must be smaller than 2 MB.' },
  'course/video-type': { status: 415, message: 'Lesson videos must be MP4 files.' },
  'course/video-too-large': { status: 413, message: 'A lesson video must be 1 GB or smaller.' },
  'course/document-type': { status: 415, message: 'Lesson documents must be PDF files.' },
  'course/document-too-large': { status: 413, message: 'A lesson document must be 10 MB or smaller.' },
  'course/upload-not-found': { status: 404, message: 'This upload has expired. Please start again.' },
  // The course marketplace (docs/courses.md, "Marketplace")
  'courses-market/not-found': { status: 404, message: 'This course is not available.' },
  'courses-market/invalid-filter': { status: 400, message: 'A marketplace filter is not valid: check the categories, levels, true/false flags and search.' },
  'courses-market/invalid-page': { status: 400, message: 'Page must be a whole number from 1 to 1000 and limit one from 1 to 50.' },
  'courses-market/invalid-price': { status: 400, message: 'Prices are numbers of sparks, and the minimum price cannot be above the maximum.' },
  'courses-market/invalid-rating': { status: 400, message: 'The minimum rating must be from 0 to 5 in steps of 0.5.' },
  'courses-market/invalid-sort': { status: 400, message: 'Sort by createdAt, rating, price or studentsEnrolled, in asc or desc order.' },
  'courses-market/price-band': { status: 400, message: 'Unless sorting by price, a price range must start at one of {edges} and end just below one of them.' },
  'courses-market/too-many-filters': { status: 400, message: 'Too many filter combinations (at most {max}): choose fewer categories or levels, or a narrower price or rating range.' },

  // Classes, members and invitations (spec 000 section 8)
  'class/user-id-required': { status: 400, message: 'User ID is required' },
  'class/class-id-required': { status: 400, message: 'Class ID is required' },
  'class/token-required': { status: 401, message: 'Token is required' },
  'class/no-token': { status: 401, message: 'Unauthorized: No token found. Please log in.' },
  'class/not-found': { status: 404, message: 'Failed to fetch class' },
  'class/forbidden': { status: 403, message: 'Only the class teacher can do this.' },
  'class/teachers-only': { status: 403, message: 'Only teachers can create classes.' },
  'class/code-not-found': { status: 404, message: 'Invalid 6-digit code' },
  'class/join-failed': { status: 400, message: 'Failed to join class with code' },
  'class/already-member': { status: 409, message: 'You are already a member of this class.' },
  'class/owner-cannot-leave': { status: 409, message: 'The class owner cannot leave the class.' },
  'class/member-not-found': { status: 404, message: 'This member is not in the class.' },
  'class/too-many-guesses': { status: 429, message: 'Too many wrong codes. Please try again later.' },
  'invite/file-required': { status: 400, message: 'Please upload a file' },
  'invite/bad-file': { status: 400, message: 'Please upload a valid file' },
  'invite/bad-rows': { status: 400, message: 'Some rows are not valid e-mail addresses.' },
  'invite/too-many': { status: 400, message: 'At most 500 e-mails can be invited at once.' },
  'invite/not-found': { status: 404, message: 'This invitation no longer exists.' },
  'invite/not-yours': { status: 403, message: 'This invitation was sent to another e-mail address.' },

  // Uploads, materials and the feed
  'upload/unsupported-format': { status: 415, message: 'Unsupported file format. Please upload a PDF, image, or video file.' },
  'upload/too-large': { status: 413, message: 'The file is too large: PDFs and images up to 10 MB, videos up to 1 GB.' },
  'upload/file-required': { status: 400, message: 'Please upload a file' },
  'upload/invalid-file': { status: 422, message: 'Please upload a valid file' },
  'upload/not-finished': { status: 409, message: 'The upload has not finished yet.' },
  'material/not-found': { status: 404, message: 'This material no longer exists.' },
  'material/download-not-allowed': { status: 403, message: 'Downloading this material is not allowed.' },
  'feed/not-found': { status: 404, message: 'This post no longer exists.' },
  'feed/forbidden': { status: 403, message: 'You can only change your own posts.' },
  'feed/not-member': { status: 403, message: 'Join this class to see its feed.' },
  'feed/content-required': { status: 400, message: 'Please write something first.' },
  'feed/too-long': { status: 400, message: 'This text is too long.' },
  'feed/too-many-attachments': { status: 400, message: 'A post can have up to 4 images or PDF files.' },
  'feed/image-too-large': { status: 413, message: 'Images can be up to 5 MB.' },

  // Live sessions (docs/live.md)
  'live/not-found': { status: 404, message: 'No live quiz is running with this code.' },
  'live/session-not-found': { status: 404, message: 'This live quiz no longer exists.' },
  'live/locked': { status: 423, message: 'The host has locked this game. Ask them to let you in.' },
  'live/nickname-invalid': { status: 400, message: 'Please choose a nickname of 1 to 20 characters.' },
  'live/nickname-taken': { status: 409, message: 'This nickname is taken. Please choose another one.' },
  'live/removed': { status: 403, message: 'The host removed you from this game.' },
  'live/not-host': { status: 403, message: 'Only the host can do this.' },
  'live/teachers-only': { status: 403, message: 'Only teachers can host a live quiz.' },
  'live/not-quiz-owner': { status: 403, message: 'You can only host your own quizzes.' },
  'live/quiz-not-found': { status: 404, message: 'This quiz no longer exists.' },
  'live/quiz-empty': { status: 409, message: 'This quiz has no questions to play.' },
  'live/wrong-state': { status: 409, message: 'This cannot be done at this point of the game.' },
  'live/player-not-found': { status: 404, message: 'This player is not in the game.' },
  'live/code-unavailable': { status: 503, message: 'No free game code was found. Please try again.' },
  'live/too-many-guesses': { status: 429, message: 'Too many wrong game codes. Please wait a few minutes and try again.' },
  'live/nickname-removed': { status: 403, message: 'The host removed a player with this nickname from this game.' },

  // Quizzes, challenges and progress (docs/quizzes.md)
  'quiz/prompt-too-short': { status: 400, message: 'Prompt must be greater than 15 characters.' },
  'quiz/answer-all': { status: 400, message: 'Please answer all questions before proceeding' },
  'quiz/submit-failed': { status: 503, message: 'Failed to submit answers. Please try again.' },
  'quiz/generation-failed': { status: 422, message: 'The quiz could not be generated ({reason}). Your sparks were refunded.' },
  'quiz/not-found': { status: 404, message: 'This quiz no longer exists.' },
  'quiz/not-published': { status: 409, message: 'Publish the quiz before assigning it to a class.' },
  'quiz/published-locked': { status: 409, message: 'A published quiz cannot be changed.' },
  'quiz/in-use': { status: 409, message: 'This quiz is assigned to a class and cannot be deleted.' },
  'quiz/incomplete': { status: 400, message: 'Some questions are not complete yet.' },
  'quiz/teachers-only': { status: 403, message: 'Only teachers can create quizzes.' },
  'quiz/template-not-found': { status: 404, message: 'This template no longer exists.' },
  'quiz/pdf-invalid': { status: 422, message: 'Please upload a valid PDF file.' },
  'quiz/pdf-no-text': { status: 422, message: 'No readable text was found in this PDF.' },
  'quiz/request-used': { status: 409, message: 'This request was already handled. Please try again.' },
  'quiz/unknown-question': { status: 400, message: 'This question is not part of the quiz.' },
  'quiz/image-type': { status: 415, message: 'Question images must be PNG, JPEG, WebP or GIF.' },
  'quiz/image-too-large': { status: 413, message: 'A question image must be 2 MB or smaller.' },
  'quiz/image-not-found': { status: 404, message: 'This image upload has expired. Please add the image again.' },
  'quiz/grade-out-of-range': { status: 400, message: "A grade must be between 0 and the question's points." },
  'challenge/not-found': { status: 404, message: 'This challenge no longer exists.' },
  'challenge/already-submitted': { status: 409, message: 'You have already submitted this challenge.' },
  'challenge/students-only': { status: 403, message: 'Only students of this class can take challenges.' },
  'challenge/practice-disabled': { status: 403, message: 'Practice is not enabled for this challenge.' },
  'challenge/submission-not-found': { status: 404, message: 'This student has not submitted this challenge.' },
  'challenge/due-in-past': { status: 400, message: 'The due date must be in the future.' },
  'challenge/not-member': { status: 403, message: 'Join this class to see its challenges.' },
  'quiz/suggestion-failed': { status: 422, message: 'Grade suggestions are not available right now ({reason}).' },

  // Generic
  'common/not-found': { status: 404, message: 'Not found' },
  'common/method-not-allowed': { status: 405, message: 'Method not allowed' },
  'common/rate-limited': { status: 429, message: 'Too many requests. Please try again later.' },
  'common/internal': { status: 500, message: 'Something went wrong' },
  'common/unavailable': { status: 503, message: 'The service is busy. Please try again in a moment.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

/** Body of every error answer. */
export interface ApiErrorBody {
  status: 'error';
  code: ErrorCode;
  message: string;
  /** Values for the message's {placeholders}, e.g. { needed: 4 }. */
  values?: Record<string, string | number>;
  /** Per-field problems from validation, each with its own code. */
  fields?: { path: string; code: ErrorCode; message: string }[];
}

export function formatErrorMessage(code: ErrorCode, values?: Record<string, string | number>): string {
  return ERRORS[code].message.replace(/\{(\w+)\}/g, (all, key: string) =>
    values && key in values ? String(values[key]) : all,
  );
}
