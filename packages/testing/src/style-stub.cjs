// Stylesheets have no meaning in jsdom; components are tested by role, label and text.
module.exports = {};
