// Technology, science and mathematics templates (grades 7-12).
import type { QuizTemplate } from '../quiz-templates';
import { fb, mc, sa, tf } from './build';

export const STEM_TEMPLATES: Record<string, QuizTemplate> = {
  'algorithms-g8-en': {
    title: 'Algorithms and flowcharts',
    description: 'Steps, sequence, selection and loops, for grade 8.',
    subject: 'technology', grade: 8, language: 'en', difficulty: 'easy',
    questions: [
      mc('Which flowchart shape is used for a decision?', ['Oval', 'Rectangle', 'Diamond', 'Parallelogram'], 'Diamond', 'A decision (yes/no) is drawn as a diamond.'),
      tf('An algorithm is a finite, ordered list of steps that solves a problem.', true, 'True: that is the definition of an algorithm.'),
      mc('A loop in a program is used to…', ['repeat steps', 'store a picture', 'end the program', 'draw a shape only'], 'repeat steps', 'Loops repeat a block of instructions.'),
      fb('Input, processing and ____ are the three basic stages of a program.', ['output'], 'Input, processing, output.'),
      sa('What do we call a mistake in a program that stops it from working correctly?', ['bug', 'a bug', 'error', 'an error'], 'A bug (or error).'),
    ],
  },
  'networks-g11-ar': {
    title: 'أساسيات شبكات الحاسب',
    description: 'أنواع الشبكات وعناوين IP والبروتوكولات، للصف الحادي عشر.',
    subject: 'technology', grade: 11, language: 'ar', difficulty: 'medium',
    questions: [
      mc('ما نوع الشبكة التي تربط أجهزة في مبنى واحد؟', ['LAN', 'WAN', 'MAN', 'PAN'], 'LAN', 'الشبكة المحلية LAN تغطي مساحة صغيرة كمبنى أو مدرسة.'),
      tf('الإنترنت مثال على شبكة واسعة (WAN).', true, 'صحيح: الإنترنت أكبر شبكة واسعة.'),
      mc('ما البروتوكول المستخدم لتصفح صفحات الويب بشكل آمن؟', ['FTP', 'HTTPS', 'SMTP', 'DHCP'], 'HTTPS', 'HTTPS هو HTTP مع التشفير.'),
      fb('يتكون عنوان IPv4 من ____ بتًا.', ['32', '٣٢'], 'عنوان IPv4 طوله 32 بتًا.'),
      sa('ما الجهاز الذي يوجّه البيانات بين شبكتين مختلفتين؟', ['الموجه', 'موجه', 'الراوتر', 'راوتر', 'router'], 'الموجّه (الراوتر).'),
    ],
  },
  'cells-g7-ar': {
    title: 'الخلية وحدة بناء الكائن الحي',
    description: 'مكونات الخلية النباتية والحيوانية ووظائفها، للصف السابع.',
    subject: 'science', grade: 7, language: 'ar', difficulty: 'easy',
    questions: [
      mc('أي العضيات الآتية مسؤولة عن إنتاج الطاقة في الخلية؟', ['النواة', 'الميتوكندريا', 'الفجوة', 'الجدار الخلوي'], 'الميتوكندريا', 'الميتوكندريا مركز إنتاج الطاقة.'),
      tf('الجدار الخلوي موجود في الخلية الحيوانية.', false, 'خطأ: الجدار الخلوي يوجد في الخلية النباتية فقط.'),
      mc('أين تحدث عملية البناء الضوئي في الخلية النباتية؟', ['البلاستيدات الخضراء', 'النواة', 'الغشاء الخلوي', 'السيتوبلازم'], 'البلاستيدات الخضراء', 'تحتوي البلاستيدات الخضراء على الكلوروفيل.'),
      fb('تتحكم ____ في جميع أنشطة الخلية وتحتوي على المادة الوراثية.', ['النواة', 'نواة'], 'النواة.'),
      sa('ما اسم الجهاز الذي نستخدمه لرؤية الخلايا؟', ['المجهر', 'مجهر', 'الميكروسكوب'], 'المجهر.'),
    ],
  },
  'newton-laws-g10-en': {
    title: "Newton's laws of motion",
    description: 'Inertia, F = ma and action-reaction, for grade 10.',
    subject: 'science', grade: 10, language: 'en', difficulty: 'medium',
    questions: [
      mc('A net force of 20 N acts on a 4 kg mass. What is its acceleration?', ['5 m/s²', '80 m/s²', '0.2 m/s²', '16 m/s²'], '5 m/s²', 'a = F / m = 20 / 4 = 5 m/s².', 45),
      tf('An object moving at constant velocity has a net force of zero acting on it.', true, "True: Newton's first law."),
      mc("Which law explains the recoil of a gun when it is fired?", ['First law', 'Second law', 'Third law', 'Law of gravitation'], 'Third law', 'Every action has an equal and opposite reaction.'),
      fb('The tendency of an object to resist changes in its motion is called ____.', ['inertia'], 'Inertia.'),
      sa('What is the SI unit of force?', ['newton', 'the newton', 'N', 'newtons'], 'The newton (N).'),
    ],
  },
  'linear-equations-g8-ar': {
    title: 'المعادلات الخطية',
    description: 'حل معادلات الدرجة الأولى بمتغير واحد، للصف الثامن.',
    subject: 'mathematics', grade: 8, language: 'ar', difficulty: 'medium',
    questions: [
      mc('ما حل المعادلة 2س + 3 = 11؟', ['س = 4', 'س = 7', 'س = 3', 'س = 5'], 'س = 4', '2س = 8 إذن س = 4.', 45),
      tf('حل المعادلة س − 5 = 2 هو س = 7.', true, 'صحيح: س = 2 + 5 = 7.'),
      fb('إذا كان 3س = 18 فإن س = ____.', ['6', '٦'], 'س = 18 ÷ 3 = 6.', 40),
      mc('ما ميل المستقيم ص = 3س − 2؟', ['3', '−2', '2', '−3'], '3', 'في ص = م س + ب الميل هو م = 3.'),
      sa('ما قيمة س إذا كان 5س − 4 = 3س + 6؟', ['5', '٥', 'س = 5'], '2س = 10 إذن س = 5.', 60),
    ],
  },
  'quadratics-g10-en': {
    title: 'Quadratic equations',
    description: 'Factoring, roots and the discriminant, for grade 10.',
    subject: 'mathematics', grade: 10, language: 'en', difficulty: 'medium',
    questions: [
      mc('What are the roots of x² − 5x + 6 = 0?', ['2 and 3', '−2 and −3', '1 and 6', '−1 and 6'], '2 and 3', '(x − 2)(x − 3) = 0.', 60),
      tf('The equation x² + 1 = 0 has two real roots.', false, 'False: x² = −1 has no real solution.'),
      fb('The discriminant of ax² + bx + c = 0 is b² − ____.', ['4ac'], 'Δ = b² − 4ac.'),
      mc('If the discriminant is zero, the equation has…', ['one repeated real root', 'two distinct real roots', 'no real roots', 'infinitely many roots'], 'one repeated real root', 'Δ = 0 gives one (double) root.'),
      sa('What is the positive root of x² = 49?', ['7'], 'x = 7 (and −7).', 30),
    ],
  },
  'derivatives-g12-en': {
    title: 'Introduction to derivatives',
    description: 'The power rule, slopes of tangents and rates of change, for grade 12.',
    subject: 'mathematics', grade: 12, language: 'en', difficulty: 'hard',
    questions: [
      mc('What is the derivative of f(x) = x³?', ['3x²', 'x²', '3x³', 'x⁴/4'], '3x²', 'Power rule: d/dx xⁿ = n·xⁿ⁻¹.', 40),
      tf('The derivative of a constant is zero.', true, 'True: a constant does not change.'),
      fb('The derivative of sin x is ____.', ['cos x', 'cosx', 'cos(x)'], 'd/dx sin x = cos x.'),
      mc('What is the slope of the tangent to y = x² at x = 3?', ['6', '9', '3', '2'], '6', "y' = 2x = 6.", 60),
      sa('If s(t) = 5t² is a position in metres, what is the velocity at t = 2 s (in m/s)?', ['20', '20 m/s'], "v = s'(t) = 10t = 20 m/s.", 60),
    ],
  },
};
