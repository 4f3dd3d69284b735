# Issue fetching (GitHub REST and GraphQL, Gitee v5): included by core/CMakeLists.txt.
set(TAXONOMIST_FETCH_SOURCES fetch/fetchjobstore.cpp fetch/fetchjobstore.h fetch/fetchoutcome.cpp fetch/fetchoutcome.h fetch/fetchprogress.cpp fetch/fetchprogress.h fetch/fetchscope.cpp fetch/fetchscope.h fetch/fetchsettings.cpp fetch/fetchsettings.h fetch/fetchstatusstore.cpp fetch/fetchstatusstore.h fetch/fetchsummary.cpp fetch/fetchsummary.h fetch/frameworkkeywords.cpp fetch/frameworkkeywords.h fetch/giteejson.cpp fetch/giteejson.h fetch/githubjson.cpp fetch/githubjson.h fetch/graphqlbatch.cpp fetch/graphqlbatch.h fetch/httpcachestore.cpp fetch/httpcachestore.h fetch/httpexchange.cpp fetch/httpexchange.h fetch/issuefetcher.cpp fetch/issuefetcher.h fetch/issuefetchtask.cpp fetch/issuefetchtask.h fetch/issuekeywords.cpp fetch/issuekeywords.h fetch/jsonfields.cpp fetch/jsonfields.h fetch/keywordhit.cpp fetch/keywordhit.h fetch/linkheader.cpp fetch/linkheader.h fetch/markdownsegments.cpp fetch/markdownsegments.h fetch/parsedissue.h fetch/ratelimitpolicy.cpp fetch/ratelimitpolicy.h fetch/requestscheduler.cpp fetch/requestscheduler.h fetch/storedissue.cpp fetch/storedissue.h fetch/tokenstore.cpp fetch/tokenstore.h)

# The system keychain adapter lives in a target of its own: core links Qt Core, Sql and Network
# only, and QtKeychain brings D-Bus. Apps that offer token storage link taxonomist_keychain.
find_package(Qt6Keychain QUIET)
if(Qt6Keychain_FOUND)
    add_library(taxonomist_keychain STATIC
        fetch/keychain/keychaintokenstore.cpp fetch/keychain/keychaintokenstore.h)
    target_link_libraries(taxonomist_keychain
        PUBLIC taxonomist_core
        PRIVATE Qt6Keychain::Qt6Keychain taxonomist_options)
else()
    message(STATUS "QtKeychain (Qt 6) not found: tokens come from GITHUB_TOKEN and GITEE_TOKEN only")
endif()
