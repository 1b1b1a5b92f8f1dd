// Test support: the interest form as a visitor who wants to join the team fills it in.
export const joiningVisitorsMessage = {
  firstName: 'Casey',
  lastName: 'Rivera',
  email: 'casey@student.test',
  majorYear: 'Mechanical Engineering, sophomore',
  interestLevel: 'join',
  message: 'I would love to help build the car this year.',
};
