// The school settings' messages, apart from their schemas (udise-school.ts): the web's validation
// book imports them on every signed-in page, and the schemas are needed only on the UDISE+ page.

export const MAX_VOCATIONAL_COURSES = 10;
export const VOCATIONAL_COURSE_MAX_LENGTH = 60;

/** The school settings' messages, in English (the web's validation book translates by them). */
export const UDISE_SCHOOL_MESSAGES = {
  management: 'Choose a management type from the list',
  classNumber: 'Choose a class from 1 to 12',
  classBoth: 'Choose both the lowest and the highest class, or neither',
  classOrder: 'The highest class cannot be below the lowest',
  sections: 'Type section letters A to Z, each once, separated by commas',
  sectionsOutside: 'Sections only for the classes from the lowest to the highest',
  streams: 'Choose streams from the list, each once',
  streamsNeedClass: 'Streams are for a school whose highest class is XI or XII',
  course: `Each course in 1 to ${VOCATIONAL_COURSE_MAX_LENGTH} characters`,
  courseCount: `At most ${MAX_VOCATIONAL_COURSES} courses`,
  courseRepeated: 'Each course once',
} as const;
