// Languages, geography, history, arts and music templates (grades 7-12).
import type { QuizTemplate } from '../quiz-templates';
import { fb, mc, sa, tf } from './build';

export const HUMANITIES_TEMPLATES: Record<string, QuizTemplate> = {
  'english-tenses-g9-en': {
    title: 'English verb tenses',
    description: 'Present perfect, past simple and future forms, for grade 9.',
    subject: 'languages', grade: 9, language: 'en', difficulty: 'medium',
    questions: [
      mc('Choose the correct sentence.', ['She has lived here since 2019.', 'She has lived here for 2019.', 'She lived here since 2019.', 'She is living here since 2019.'], 'She has lived here since 2019.', 'Present perfect with "since" + a point in time.'),
      tf('"I have seen that film yesterday." is grammatically correct.', false, 'False: a finished time (yesterday) takes the past simple: "I saw".'),
      fb('Yesterday we ____ (go) to the museum.', ['went'], 'Past simple of go: went.'),
      mc('Which sentence is in the future tense?', ['They will travel next week.', 'They travelled last week.', 'They travel every week.', 'They have travelled.'], 'They will travel next week.', '"will" + base verb.'),
      sa('Write the past participle of "write".', ['written'], 'write - wrote - written.'),
    ],
  },
  'balagha-g11-ar': {
    title: 'البلاغة: التشبيه والاستعارة',
    description: 'أركان التشبيه وأنواعه والاستعارة، للصف الحادي عشر.',
    subject: 'languages', grade: 11, language: 'ar', difficulty: 'medium',
    questions: [
      mc('في قولنا «العلمُ كالنورِ»، ما أداة التشبيه؟', ['العلم', 'الكاف', 'النور', 'لا توجد أداة'], 'الكاف', 'الكاف أداة التشبيه، والعلم مشبه، والنور مشبه به.'),
      tf('التشبيه البليغ هو ما حُذفت منه الأداة ووجه الشبه.', true, 'صحيح: مثل «العلمُ نورٌ».'),
      fb('أركان التشبيه أربعة: المشبه والمشبه به وأداة التشبيه و____.', ['وجه الشبه', 'وجه شبه'], 'وجه الشبه.'),
      mc('الاستعارة تشبيه حُذف منه…', ['أحد طرفيه', 'وجه الشبه فقط', 'الأداة فقط', 'لا شيء'], 'أحد طرفيه', 'الاستعارة تشبيه حُذف أحد طرفيه (المشبه أو المشبه به).'),
      sa('ما نوع الاستعارة في قولنا «رأيتُ أسدًا يخطب»؟', ['تصريحية', 'استعارة تصريحية', 'الاستعارة التصريحية'], 'تصريحية: صُرِّح بالمشبه به (الأسد) وحُذف المشبه (الرجل الشجاع).', 45),
    ],
  },
  'continents-g9-en': {
    title: 'Continents and oceans',
    description: 'The world map, the largest continents and oceans, for grade 9.',
    subject: 'geography', grade: 9, language: 'en', difficulty: 'easy',
    questions: [
      mc('Which is the largest ocean on Earth?', ['Atlantic', 'Indian', 'Pacific', 'Arctic'], 'Pacific', 'The Pacific covers about a third of the planet.'),
      tf('Africa is the largest continent by area.', false, 'False: Asia is the largest.'),
      mc('On which continent is the Sahara Desert?', ['Asia', 'Africa', 'Australia', 'South America'], 'Africa', 'The Sahara is in northern Africa.'),
      fb('The imaginary line at 0° latitude is called the ____.', ['equator', 'the equator'], 'The equator.'),
      sa('How many continents are there (in the seven-continent model)?', ['7', 'seven'], 'Seven.'),
    ],
  },
  'saudi-history-g9-ar': {
    title: 'تاريخ المملكة العربية السعودية',
    description: 'الدولة السعودية الأولى وتوحيد المملكة، للصف التاسع.',
    subject: 'history', grade: 9, language: 'ar', difficulty: 'medium',
    questions: [
      mc('من مؤسس الدولة السعودية الأولى؟', ['الإمام محمد بن سعود', 'الملك عبدالعزيز', 'الإمام تركي بن عبدالله', 'الملك سعود'], 'الإمام محمد بن سعود', 'أسسها الإمام محمد بن سعود عام 1727م (1139هـ).'),
      mc('ما عاصمة الدولة السعودية الأولى؟', ['الرياض', 'الدرعية', 'مكة المكرمة', 'جدة'], 'الدرعية', 'كانت الدرعية عاصمة الدولة السعودية الأولى.'),
      tf('أُعلن توحيد المملكة العربية السعودية عام 1932م.', true, 'صحيح: في 23 سبتمبر 1932م.'),
      fb('يُحتفل بيوم التأسيس في 22 ____ من كل عام.', ['فبراير', 'شباط'], 'يوم التأسيس 22 فبراير.'),
      sa('ما المدينة التي استردها الملك عبدالعزيز عام 1902م؟', ['الرياض', 'مدينة الرياض'], 'استرد الرياض عام 1319هـ (1902م).'),
    ],
  },
  'world-war-two-g12-en': {
    title: 'The Second World War',
    description: 'Causes, key events and consequences, for grade 12.',
    subject: 'history', grade: 12, language: 'en', difficulty: 'hard',
    questions: [
      mc('Which event in September 1939 started the Second World War in Europe?', ["Germany's invasion of Poland", 'The attack on Pearl Harbor', 'The Battle of Stalingrad', 'D-Day'], "Germany's invasion of Poland", 'Britain and France declared war after the invasion of Poland.', 40),
      tf('The United States entered the war after the attack on Pearl Harbor in 1941.', true, 'True: 7 December 1941.'),
      fb('The Second World War ended in the year ____.', ['1945'], '1945.'),
      mc('Which international organisation was founded in 1945 to keep peace?', ['The United Nations', 'The League of Nations', 'NATO', 'The European Union'], 'The United Nations', 'The UN replaced the League of Nations.'),
      sa('What was the name of the Allied landings in Normandy on 6 June 1944?', ['D-Day', 'Operation Overlord', 'Overlord', 'D Day'], 'D-Day (Operation Overlord).', 45),
    ],
  },
  'colour-theory-g7-en': {
    title: 'Colour theory',
    description: 'Primary, secondary and complementary colours, for grade 7.',
    subject: 'arts', grade: 7, language: 'en', difficulty: 'easy',
    questions: [
      mc('Which of these is a primary colour in painting?', ['Green', 'Orange', 'Blue', 'Purple'], 'Blue', 'The painting primaries are red, yellow and blue.'),
      mc('Mixing yellow and blue paint makes…', ['green', 'orange', 'purple', 'brown'], 'green', 'Yellow + blue = green.'),
      tf('Complementary colours sit opposite each other on the colour wheel.', true, 'True: e.g. red and green.'),
      fb('Red, orange and yellow are called ____ colours.', ['warm'], 'Warm colours.'),
      sa('What do we call a colour mixed with white to make it lighter?', ['tint', 'a tint'], 'A tint (with black: a shade).'),
    ],
  },
  'arabic-calligraphy-g10-ar': {
    title: 'الخط العربي والفن الإسلامي',
    description: 'أنواع الخطوط العربية والزخرفة الإسلامية، للصف العاشر.',
    subject: 'arts', grade: 10, language: 'ar', difficulty: 'medium',
    questions: [
      mc('أي الخطوط الآتية يتميز بالزوايا والاستقامة وكُتبت به المصاحف الأولى؟', ['الكوفي', 'الرقعة', 'الديواني', 'النسخ'], 'الكوفي', 'الخط الكوفي هندسي الطابع وكُتبت به المصاحف الأولى.'),
      tf('خط الرقعة هو الخط الأكثر استعمالًا في الكتابة اليومية.', true, 'صحيح: لسهولته وسرعة كتابته.'),
      mc('ما الأداة التقليدية التي يكتب بها الخطاط؟', ['القلم المصنوع من القصب', 'الفرشاة الزيتية', 'الطباشير', 'قلم الرصاص'], 'القلم المصنوع من القصب', 'يُبرى قلم القصب ويُقط بزاوية مناسبة للخط.'),
      fb('تعتمد الزخرفة ____ على الأشكال النباتية مثل الأوراق والأغصان.', ['النباتية', 'نباتية'], 'الزخرفة النباتية (الأرابيسك).'),
      sa('اذكر نوعًا من أنواع الزخرفة الإسلامية غير النباتية.', ['الهندسية', 'الزخرفة الهندسية', 'الخطية', 'الزخرفة الخطية', 'الكتابية'], 'الهندسية أو الخطية (الكتابية).', 45),
    ],
  },
  'music-basics-g8-en': {
    title: 'Reading music',
    description: 'The staff, note values and tempo, for grade 8.',
    subject: 'music', grade: 8, language: 'en', difficulty: 'easy',
    questions: [
      mc('How many lines does a musical staff have?', ['4', '5', '6', '7'], '5', 'A staff has five lines and four spaces.'),
      mc('How many crotchets (quarter notes) equal one minim (half note)?', ['1', '2', '3', '4'], '2', 'A minim lasts two beats.'),
      tf('The treble clef is also called the G clef.', true, 'True: it curls around the G line.'),
      fb('The speed of a piece of music is called its ____.', ['tempo'], 'Tempo.'),
      sa('Which Italian word means "loud" in music?', ['forte', 'f'], 'Forte (piano = soft).'),
    ],
  },
  'music-theory-g12-ar': {
    title: 'مبادئ النظرية الموسيقية',
    description: 'المدرج الموسيقي والسلالم والإيقاع والمقامات، للصف الثاني عشر.',
    subject: 'music', grade: 12, language: 'ar', difficulty: 'medium',
    questions: [
      mc('كم عدد النغمات الأساسية في السلم الموسيقي؟', ['5', '7', '8', '12'], '7', 'سبع نغمات: دو ري مي فا صول لا سي.'),
      tf('يتكون المدرج الموسيقي من خمسة خطوط وأربع مسافات.', true, 'صحيح.'),
      mc('أي المقامات الآتية مقام عربي؟', ['الرست', 'الكبير', 'الصغير', 'الكروماتي'], 'الرست', 'الرست من أشهر المقامات العربية.'),
      fb('يُسمى تتابع الأزمنة القوية والضعيفة في الموسيقى بانتظام ____.', ['الإيقاع', 'إيقاع', 'الايقاع'], 'الإيقاع.'),
      sa('ما اسم الآلة الوترية العربية ذات الظهر المحدّب والرقبة القصيرة التي تُعزف بالريشة؟', ['العود', 'عود'], 'العود.'),
    ],
  },
};
